import { RelativeTime } from '@lms/sdk/web';
import { listFlaggedMessages } from '../../calls/courseAiCalls.ts';
import { useCallQuery } from '../serverData.ts';
import { QuerySection } from './QuerySection.tsx';

/** The answers students flagged as wrong, newest first, with the question each answered (issue 27 item 6). */
export function FlaggedSection({ courseId }: { courseId: string }) {
  const flags = useCallQuery(listFlaggedMessages, { params: { courseId } });
  return (
    <QuerySection id="lms-ai-flags" title="Flagged answers" loading="Loading the flagged answers…" query={flags}>
      {(flagged) =>
        flagged.length === 0 ? (
          <p>No student has flagged an answer.</p>
        ) : (
          <ul className="lms-ai-cards" aria-label="Flagged answers">
            {flagged.map((flag) => (
              <li key={flag.message_id} className="lms-ai-card">
                <p>
                  <strong>{flag.student.name}</strong>, <RelativeTime iso={flag.flagged_at} />
                </p>
                <dl>
                  <dt>Question</dt>
                  <dd>{flag.question}</dd>
                  <dt>Answer</dt>
                  <dd className="lms-ai-pre">{flag.answer}</dd>
                  <dt>Why it is wrong</dt>
                  <dd>{flag.reason || 'No reason given.'}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )
      }
    </QuerySection>
  );
}
