import { useEffect, useRef, useState } from 'react';
import { ApiError, Button } from '@lms/sdk/web';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import { ATTEMPTS_CHANGED } from './attemptEvents.ts';
import { useDeliveryApi } from './deliveryApi.ts';
import { useCallQuery } from '../serverData.ts';
import { DELIVERY_WEB_MESSAGES, takerMessage } from './deliveryMessages.ts';
import { getReview, type AttemptReview, type ItemWithAnswers } from '../../calls/deliveryCalls.ts';
import { DATE } from './IntroFacts.tsx';
import { asksNothing, resultWords } from './ItemResultMark.tsx';
import { CorrectAnswer } from './items/CorrectAnswer.tsx';
import { ReviewItem } from './ReviewItem.tsx';
import { latenessWords } from './timeLeft.ts';

export interface ReviewScreenProps {
  courseId: string;
  componentId: string;
  config: AssessmentConfig;
  /** May a new attempt start from here (the state's can_start). */
  canStart: boolean;
  onStart(): void;
  onClose(): void;
}

/** The attempt's score when it may show; while a person has yet to score a Question it reads as pending, never as a final total. */
function ScoreLine({ review }: { review: AttemptReview }) {
  if (!review.visible.score || review.score === undefined || review.score === null) return <p>Your score is not shown yet.</p>;
  if (review.status === 'needs_grading') return <p className="lms-review__score">{DELIVERY_WEB_MESSAGES.waitingForScoring}</p>;
  return (
    <p className="lms-review__score">
      Score: {review.score} of {review.max_score}
    </p>
  );
}

/**
 * A submitted attempt as the visibility settings show it now (part 2 §4
 * "Review"): the score per show_score, the responses, each Question's result
 * and right answer when shown, and "Try again" on each. `inline` places them:
 * 0 after the Questions, 1 the results with each Question, 2 the right
 * answers too. Earlier attempts can be chosen.
 */
export function ReviewScreen({ courseId, componentId, config, canStart, onStart, onClose }: ReviewScreenProps) {
  const api = useDeliveryApi(courseId, componentId);
  const [number, setNumber] = useState<number>();
  const params = { courseId, componentId };
  // The latest attempt's review (no number) says how many attempts there are to choose from.
  const latestRead = useCallQuery(getReview, { params, query: {} }, { refetchOn: [ATTEMPTS_CHANGED] });
  // A chosen attempt's review replaces the one shown once it comes.
  const chosenRead = useCallQuery(getReview, { params, query: { number } }, { enabled: number !== undefined, keepPreviousAnswer: true, refetchOn: [ATTEMPTS_CHANGED] });
  const read = number === undefined ? latestRead : chosenRead;
  const review: AttemptReview | undefined = read.data;
  const latest = latestRead.data?.number;
  const problem = read.error && (read.error instanceof ApiError && read.error.status === 0 ? DELIVERY_WEB_MESSAGES.priorAttempts(DELIVERY_WEB_MESSAGES.offline) : takerMessage(read.error));
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), [review?._id]);

  if (problem) return <p role="alert">{problem}</p>;
  if (!review) return <p role="status">Loading…</p>;
  const responses = review.responses ?? {};
  const resultsInline = config.inline >= 1;
  const answersInline = config.inline === 2 && review.visible.correct_answers;
  const resultsAfter = !resultsInline && review.results !== undefined;
  const answersAfter = review.visible.correct_answers && !answersInline;
  const itemsAfter = review.visible.responses && (resultsAfter || answersAfter);
  return (
    <section className="lms-review" aria-labelledby="lms-review-heading">
      <h3 id="lms-review-heading" ref={heading} tabIndex={-1}>
        Review of attempt {review.number}
      </h3>
      {latest !== undefined && latest > 1 && (
        <label className="lms-review__choose">
          Attempt{' '}
          <select value={review.number} onChange={(event) => setNumber(Number(event.target.value))}>
            {Array.from({ length: latest }, (_, index) => latest - index).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      )}
      {review.submitted_at && (
        <p>
          Submitted <time dateTime={review.submitted_at}>{DATE.format(new Date(review.submitted_at))}</time>
          {review.late_seconds ? `, ${latenessWords(review.late_seconds)} after the due date` : ''}
        </p>
      )}
      <ScoreLine review={review} />
      {review.visible.responses ? (
        <ol className="lms-review__items">
          {review.items.map((item, index) => (
            <ReviewItem
              key={item.id}
              api={api}
              courseId={courseId}
              attemptNumber={review.number}
              position={index + 1}
              item={item}
              response={responses[item.id]}
              result={resultsInline ? review.results?.[item.id] : undefined}
              withAnswer={answersInline}
              triesUsed={review.retries?.[item.id] ?? 0}
            />
          ))}
        </ol>
      ) : (
        <p>Your responses are not shown yet.</p>
      )}
      {itemsAfter && (
        <section aria-labelledby="lms-review-after" className="lms-review__after">
          <h4 id="lms-review-after">{review.visible.correct_answers ? 'Results and right answers' : 'Results'}</h4>
          <ol>
            {review.items.map((item, index) => (
              <li key={item.id}>
                <p>
                  Question {index + 1}
                  {resultsAfter && review.results?.[item.id] ? `: ${resultWords(review.results[item.id]!, asksNothing(item))}` : ''}
                </p>
                {answersAfter && <CorrectAnswer item={item as ItemWithAnswers} />}
              </li>
            ))}
          </ol>
        </section>
      )}
      <div className="lms-attempt__actions">
        {canStart && (
          <Button variant="primary" onClick={onStart}>
            Start a new attempt
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Back to the assessment
        </Button>
      </div>
    </section>
  );
}
