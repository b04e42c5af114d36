import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { ItemWithAnswers } from '../../calls/deliveryCalls.ts';
import { ItemInput } from '../delivery/items/ItemInput.tsx';
import { itemNamingAnswer } from './answerLabel.ts';
import { personName, type QueueFilter } from './attemptQueue.ts';
import type { GradingCalls } from './gradingApi.ts';
import type { GradingAttempt, GradingItem, RegradeResponse, RegradeSession } from '../../calls/gradingCalls.ts';
import { responseTo, waitsForPerson } from './itemScoreState.ts';
import { RightAnswer } from './RightAnswer.tsx';
import { initialDraft, scoreKey, type ScoreDrafts } from './scoreDrafts.ts';
import { ScoreInput } from './ScoreInput.tsx';
import { StatusMessage } from './StatusMessage.tsx';
import { useScoreSaving } from './useScoreSaving.ts';
import { Button } from '@lms/sdk/web';

interface QuestionAnswersProps {
  courseId: string;
  calls: Pick<GradingCalls, 'saveScores'>;
  item: GradingItem;
  sessions: readonly RegradeSession[];
  /** Who each session is and which attempt, by attempt id. */
  attempts: readonly GradingAttempt[];
  filter: QueueFilter;
  onScoresChanged(): void;
}

interface AnswerRow {
  session: RegradeSession;
  item: ItemWithAnswers;
  response: RegradeResponse;
  name: string;
  number: number | null;
}

function rowsOf(sessions: readonly RegradeSession[], attempts: readonly GradingAttempt[], itemId: string): AnswerRow[] {
  return sessions.flatMap((session) => {
    const item = session.items.find((candidate) => candidate.id === itemId);
    if (!item) return [];
    const attempt = attempts.find((candidate) => candidate._id === session.session_id);
    return [{ session, item, response: responseTo(session.responses, item), name: attempt ? personName(attempt.user) : session.user_id, number: attempt?.number ?? null }];
  });
}

/**
 * One Question across the class: the Question and its right answer once, then
 * every student's answer with a score input, saved together (the fast way to
 * grade one essay Question for everyone).
 */
export function QuestionAnswers({ courseId, calls, item, sessions, attempts, filter, onScoresChanged }: QuestionAnswersProps) {
  const headingId = useId();
  const rows = useMemo(() => rowsOf(sessions, attempts, item.id), [sessions, attempts, item.id]);
  const shown = filter === 'needs_grading' ? rows.filter((row) => waitsForPerson(row.response)) : rows;
  const [drafts, setDrafts] = useState<ScoreDrafts>({});
  const scores = useScoreSaving(calls, onScoresChanged);

  useEffect(() => setDrafts(Object.fromEntries(rows.map((row) => [scoreKey(row.session.session_id, item.id), initialDraft(row.response)]))), [rows, item.id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void scores.save(
      shown.map(({ session, response }) => ({ session, response })),
      drafts,
    );
  };

  const question = rows[0]?.item;
  return (
    <section aria-labelledby={headingId} className="lms-grading-section">
      <h2 id={headingId}>
        {item.title || 'The Question'} ({item.points} {item.points === 1 ? 'point' : 'points'})
      </h2>
      {question && (
        <div className="lms-grading-item">
          <ItemInput item={question} response={undefined} onChange={() => undefined} readOnly idPrefix={`question-${item.id}`} courseId={courseId} />
          <RightAnswer item={question} />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="lms-grading-muted">{filter === 'needs_grading' ? 'No answer to this Question is waiting for a person.' : 'No submitted attempt has this Question.'}</p>
      ) : (
        <form onSubmit={submit} aria-label={`Scores for ${item.title || 'the Question'}`} noValidate>
          <table className="lms-grading-table">
            <caption>Answers</caption>
            <thead>
              <tr>
                <th scope="col">Student</th>
                <th scope="col">Answer</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const key = scoreKey(row.session.session_id, item.id);
                const who = row.number === null ? row.name : `${row.name}, attempt ${row.number}`;
                return (
                  <tr key={row.session.session_id}>
                    <th scope="row">{who}</th>
                    <td>
                      <ItemInput
                        item={itemNamingAnswer(row.item, row.name)}
                        response={row.response.response}
                        onChange={() => undefined}
                        readOnly
                        idPrefix={`answer-${row.session.session_id}-${item.id}`}
                        courseId={courseId}
                      />
                    </td>
                    <td>
                      <ScoreInput label={`Score for ${who}`} response={row.response} value={drafts[key] ?? ''} onChange={(text) => setDrafts({ ...drafts, [key]: text })} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="lms-grading-actions">
            <Button type="submit" variant="primary" disabled={scores.saving}>
              Save scores
            </Button>
          </div>
        </form>
      )}
      <StatusMessage outcome={scores.outcome} />
    </section>
  );
}
