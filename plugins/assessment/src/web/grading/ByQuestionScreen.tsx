import { useMemo, useState, type ReactNode } from 'react';
import { pageClass, Field, useApi, type ScreenProps } from '@lms/sdk/web';
import { useBankItems } from '../useBankItems.ts';
import { QUEUE_FILTERS, type QueueFilter } from './attemptQueue.ts';
import { gradingApi } from './gradingApi.ts';
import type { GradingAttempt, GradingItem } from '../../calls/gradingCalls.ts';
import { GradingHeader } from './GradingHeader.tsx';
import { QuestionAnswers } from './QuestionAnswers.tsx';
import { RegradeItemForm } from './RegradeItemForm.tsx';
import { useLoadedCall } from './useLoadedCall.ts';
import { getGradingList, getRegradeSessions } from '../../calls/gradingCalls.ts';
import './grading.css';

const waitingFor = (item: GradingItem, attempts: readonly GradingAttempt[]) => attempts.filter((attempt) => attempt.ungraded.includes(item.id)).length;

/** The Question to show first: the first with answers waiting for a person, else the first. */
const firstToGrade = (items: readonly GradingItem[], attempts: readonly GradingAttempt[]) => (items.find((item) => waitingFor(item, attempts) > 0) ?? items[0])?.id ?? '';

const optionText = (item: GradingItem, index: number, waiting: number) => `Question ${index + 1}${item.title ? `: ${item.title}` : ''}${waiting > 0 ? ` (${waiting} waiting)` : ''}`;

/**
 * /{courseId}/grading_center/{componentId}/byquestion: one Question across
 * every submitted attempt, each answer with a score input, and the regrade of
 * that Question from a corrected copy.
 */
export default function ByQuestionScreen({ params }: ScreenProps<'grading_center.byquestion'>) {
  const courseId = params.courseId;
  const componentId = params.componentId;
  const api = useApi();
  const calls = useMemo(() => gradingApi(api, courseId, componentId), [api, courseId, componentId]);
  const list = useLoadedCall(getGradingList, { params: { courseId, componentId } });
  const sessions = useLoadedCall(getRegradeSessions, { body: { courseId, componentId } });
  const bank = useBankItems(courseId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [filter, setFilter] = useState<QueueFilter>('all');

  const reload = () => {
    list.reload();
    sessions.reload();
  };

  const answers = { list: list.loaded, sessions: sessions.loaded };
  let main: ReactNode;
  if (answers.list.state === 'failed') main = <p role="alert" className="lms-field-error">{answers.list.message}</p>;
  else if (answers.sessions.state === 'failed') main = <p role="alert" className="lms-field-error">{answers.sessions.message}</p>;
  else if (answers.list.state === 'loading' || answers.sessions.state === 'loading') main = <p role="status">Loading the answers…</p>;
  else {
    const { items, attempts } = answers.list.value;
    const itemId = chosen ?? firstToGrade(items, attempts);
    const item = items.find((candidate) => candidate.id === itemId);
    main =
      items.length === 0 ? (
        <p className="lms-grading-muted">This assessment has no Questions.</p>
      ) : (
        <>
          <div className="lms-grading-row">
            <Field label="Question">
              {(control) => (
                <select {...control} value={itemId} onChange={(event) => setChosen(event.target.value)}>
                  {items.map((candidate, index) => (
                    <option key={candidate.id} value={candidate.id}>
                      {optionText(candidate, index, waitingFor(candidate, attempts))}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <fieldset className="lms-grading-filter">
              <legend>Show</legend>
              {QUEUE_FILTERS.map((option) => (
                <label key={option.filter} className="lms-grading-check">
                  <input type="radio" name="answers-filter" checked={filter === option.filter} onChange={() => setFilter(option.filter)} />
                  {option.label}
                </label>
              ))}
            </fieldset>
          </div>
          {item && (
            <>
              <QuestionAnswers
                key={item.id}
                courseId={courseId}
                calls={calls}
                item={item}
                sessions={answers.sessions.value.sessions}
                attempts={attempts}
                filter={filter}
                onScoresChanged={reload}
              />
              <RegradeItemForm key={`regrade-${item.id}`} calls={calls} item={item} bank={bank} onRegraded={reload} />
            </>
          )}
        </>
      );
  }

  return (
    <div className={`${pageClass('wide')} lms-grading`}>
      <GradingHeader courseId={courseId} componentId={componentId} view="byquestion" />
      {main}
    </div>
  );
}
