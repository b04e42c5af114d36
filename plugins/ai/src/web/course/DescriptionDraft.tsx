import { useId, useState } from 'react';
import { Button, useNotify } from '@lms/sdk/web';
import { draftCourseDescription } from '../../calls/courseAiCalls.ts';
import { useCallMutation } from '../serverData.ts';

/**
 * 'Draft a description' (ai-course-description): a description drafted from
 * the course's own content, in a text the instructor edits and copies into the
 * course's description. Nothing is saved by drafting.
 */
export function DescriptionDraft({ courseId }: { courseId: string }) {
  const textId = useId();
  const notify = useNotify();
  const draft = useCallMutation(draftCourseDescription);
  const [text, setText] = useState<string | null>(null);
  const [made, setMade] = useState<'generated' | 'extract' | null>(null);
  const run = () =>
    draft.mutate(
      { body: { course_id: courseId } },
      {
        onSuccess: (answer) => {
          setText(answer.description);
          setMade(answer.made);
        },
      },
    );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text ?? '');
      notify({ type: 'success', message: 'Description copied.' });
    } catch {
      notify({ type: 'error', message: 'The description could not be copied: select its text and copy it.' });
    }
  };
  return (
    <section className="lms-ai-section" aria-labelledby="lms-ai-description">
      <h2 id="lms-ai-description">Course description</h2>
      <Button onClick={run} disabled={draft.isPending}>
        {draft.isPending ? 'Drafting…' : text === null ? 'Draft a description' : 'Draft again'}
      </Button>
      {draft.isError && <p role="alert">{draft.error.message}</p>}
      {text !== null && (
        <div className="lms-field">
          <label htmlFor={textId}>Draft description</label>
          <textarea id={textId} rows={8} value={text} onChange={(event) => setText(event.target.value)} aria-describedby={`${textId}-hint`} />
          <p id={`${textId}-hint`} className="lms-field-hint" role="status">
            {made === 'generated' ? 'Written by the AI service from the course’s own pages.' : 'Put together from the course’s lesson titles and descriptions.'} Edit it, then copy it into the course’s description.
          </p>
          <Button onClick={copy}>Copy the description</Button>
        </div>
      )}
    </section>
  );
}
