import { Button, useNotify, useSessionUser } from '@lms/sdk/web';
import { archiveRubric, getRubric, listRubrics, unarchiveRubric } from '../../calls/rubricCalls.ts';
import { RUBRIC_MESSAGES } from '../../rules/rubricMessages.ts';
import type { ApiRubric } from '../../schemas/rubricTypes.ts';
import { RubricView } from './RubricView.tsx';
import { useCallCache, useCallMutation, useCallQuery } from './serverData.ts';

export interface RubricPreviewProps {
  courseId: string;
  rubricId: string;
  /** Edit (the owner) or copy and change (anyone else). */
  onChange(rubric: ApiRubric): void;
  onBack(): void;
}

/** The PREVIEW mode (part 2 §4): one rubric read-only, who owns it and what uses it; its owner edits or archives it, others copy it. */
export function RubricPreview({ courseId, rubricId, onChange, onBack }: RubricPreviewProps) {
  const me = useSessionUser()?.mongoId;
  const notify = useNotify();
  const cache = useCallCache();
  const rubric = useCallQuery(getRubric, { params: { courseId, rubricId } });
  const archive = useCallMutation(archiveRubric);
  const unarchive = useCallMutation(unarchiveRubric);
  if (rubric.isPending) return <p role="status">Loading the rubric…</p>;
  if (rubric.error) {
    return (
      <>
        <p role="alert" className="lms-field-error">
          {RUBRIC_MESSAGES.loadFailed}
        </p>
        <Button onClick={onBack}>Back to the rubrics</Button>
      </>
    );
  }
  const shown = rubric.data;
  const own = shown.owned_by === me;
  const toggleArchive = async () => {
    const call = shown.archived ? unarchive : archive;
    try {
      const answer = await call.mutateAsync({ params: { courseId, rubricId }, body: { revision: shown.revision } });
      cache.set(getRubric, { params: { courseId, rubricId } }, () => answer);
      await cache.invalidate(listRubrics);
      notify({ type: 'success', message: answer.archived ? 'The rubric is archived.' : 'The rubric is back in the library.' });
    } catch (error) {
      notify({ type: 'error', message: error instanceof Error ? error.message : 'The rubric could not be changed.' });
    }
  };
  return (
    <div className="pr-rubrics">
      <RubricView rubric={shown} headingLevel={2} />
      <p className="pr-rubrics__meta">
        {own ? 'Yours' : `By ${shown.owner_name}`} · used by {shown.used_by} project {shown.used_by === 1 ? 'component' : 'components'} · {shown.graded} {shown.graded === 1 ? 'grade' : 'grades'} given with it
        {shown.archived && ' · archived'}
      </p>
      <div className="pr-rubrics__actions">
        <Button variant="primary" onClick={() => onChange(shown)}>
          {own ? 'Edit' : 'Copy and change'}
        </Button>
        {own && (
          <Button variant="secondary" disabled={archive.isPending || unarchive.isPending} onClick={() => void toggleArchive()}>
            {shown.archived ? 'Unarchive' : 'Archive'}
          </Button>
        )}
        <Button variant="secondary" onClick={onBack}>
          Back to the rubrics
        </Button>
      </div>
    </div>
  );
}
