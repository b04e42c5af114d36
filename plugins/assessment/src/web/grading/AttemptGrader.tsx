import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ItemInput } from '../delivery/items/ItemInput.tsx';
import type { GradingCalls } from './gradingApi.ts';
import { getRegradeSessions, type GradingAttempt, type RegradeSession } from '../../calls/gradingCalls.ts';
import { attemptSummary } from './attemptSummary.ts';
import { personName } from './attemptQueue.ts';
import { responseTo } from './itemScoreState.ts';
import { RightAnswer } from './RightAnswer.tsx';
import { initialDraft, scoreKey, type ScoreDrafts, type ScoreSlot } from './scoreDrafts.ts';
import { ScoreInput } from './ScoreInput.tsx';
import { StatusMessage } from './StatusMessage.tsx';
import { useLoadedCall } from './useLoadedCall.ts';
import { useScoreSaving } from './useScoreSaving.ts';
import { Button } from '@lms/sdk/web';

interface AttemptGraderProps {
  courseId: string;
  componentId: string;
  calls: GradingCalls;
  attempt: GradingAttempt;
  /** Previous / next student and the way back to the list. */
  navigation: ReactNode;
  onOverride(): void;
  /** Scores changed: the list's statuses and scores are stale. */
  onScoresChanged(): void;
}

const slotsOf = (session: RegradeSession): ScoreSlot[] => session.items.map((item) => ({ session, response: responseTo(session.responses, item) }));

const draftsOf = (session: RegradeSession): ScoreDrafts =>
  Object.fromEntries(slotsOf(session).map(({ response }) => [scoreKey(session.session_id, response.response_id), initialDraft(response)]));

/**
 * One submitted attempt, graded by a person: every Question with the
 * student's response (read-only), its right answer, its score so far and a
 * score input; the scores typed are saved together (part 2 §8's messages).
 */
export function AttemptGrader({ courseId, componentId, calls, attempt, navigation, onOverride, onScoresChanged }: AttemptGraderProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { loaded, reload } = useLoadedCall(getRegradeSessions, { body: { courseId, componentId, session_ids: [attempt._id] } });
  const session = loaded.state === 'loaded' ? (loaded.value.sessions.find((candidate) => candidate.session_id === attempt._id) ?? null) : null;
  const [drafts, setDrafts] = useState<ScoreDrafts>({});
  const scores = useScoreSaving(calls, () => {
    reload();
    onScoresChanged();
  });
  const name = personName(attempt.user);

  useEffect(() => heading.current?.focus(), [attempt._id]);
  useEffect(() => {
    if (session) setDrafts(draftsOf(session));
  }, [session]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (session) void scores.save(slotsOf(session), drafts);
  };

  let body: ReactNode;
  if (loaded.state === 'loading') body = <p role="status">Loading the attempt…</p>;
  else if (loaded.state === 'failed') body = <p role="alert" className="lms-field-error">{loaded.message}</p>;
  else if (!session) body = <p role="alert" className="lms-field-error">This attempt has no answers to grade.</p>;
  else
    body = (
      <form onSubmit={submit} aria-labelledby={headingId} noValidate>
        <p>{attemptSummary(session, attempt)}</p>
        <ol className="lms-grading-items">
          {session.items.map((item, index) => {
            const response = responseTo(session.responses, item);
            const key = scoreKey(session.session_id, item.id);
            const number = index + 1;
            return (
              <li key={item.id} className="lms-grading-item">
                <h3>
                  Question {number}
                  {item.title ? `: ${item.title}` : ''}
                </h3>
                <ItemInput item={item} response={response.response} onChange={() => undefined} readOnly idPrefix={`grade-${session.session_id}-${item.id}`} courseId={courseId} />
                <RightAnswer item={item} />
                <ScoreInput label={`Score for Question ${number}`} response={response} value={drafts[key] ?? ''} onChange={(text) => setDrafts({ ...drafts, [key]: text })} />
              </li>
            );
          })}
        </ol>
        <div className="lms-grading-actions">
          <Button type="submit" variant="primary" disabled={scores.saving}>
            Save scores
          </Button>
        </div>
      </form>
    );

  return (
    <section className="lms-grading-attempt" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {name}, attempt {attempt.number}
      </h2>
      <div className="lms-grading-actions">
        {navigation}
        <Button variant="secondary" onClick={onOverride}>
          Override for {name}
        </Button>
      </div>
      {body}
      <StatusMessage outcome={scores.outcome} />
    </section>
  );
}
