import { AUTO_ITEM_TYPES } from '../../schemas/itemTypes.ts';
import type { DeliveryApi } from './deliveryApi.ts';
import type { ItemResult, ItemToAnswer, ItemWithAnswers } from '../../calls/deliveryCalls.ts';
import { asksNothing, ItemResultMark } from './ItemResultMark.tsx';
import { CorrectAnswer } from './items/CorrectAnswer.tsx';
import { ItemInput } from './items/ItemInput.tsx';
import { TryAgain } from './TryAgain.tsx';

export interface ReviewItemProps {
  api: DeliveryApi;
  courseId: string;
  attemptNumber: number;
  position: number;
  item: ItemToAnswer | ItemWithAnswers;
  response: unknown;
  /** Shown with the Question (inline 1 and 2), else in the results after the Questions. */
  result?: ItemResult;
  /** The item carries its right answers and they show with it (inline 2). */
  withAnswer: boolean;
  triesUsed: number;
}

const scoredAutomatically = (type: string) => (AUTO_ITEM_TYPES as readonly string[]).includes(type);

/** One reviewed Question: the student's response read-only, how it went, the right answer when shown here, and "Try again". */
export function ReviewItem({ api, courseId, attemptNumber, position, item, response, result, withAnswer, triesUsed }: ReviewItemProps) {
  const ids = `review-${attemptNumber}-${item.id}`;
  const information = asksNothing(item);
  return (
    <li>
      <article className="lms-review-item" aria-labelledby={`${ids}-heading`}>
        <h4 id={`${ids}-heading`}>Question {position}</h4>
        {result && <ItemResultMark result={result} information={information} />}
        <ItemInput item={item} response={response} onChange={() => undefined} readOnly idPrefix={ids} courseId={courseId} />
        {withAnswer && <CorrectAnswer item={item as ItemWithAnswers} />}
        {scoredAutomatically(item.type) && !information && <TryAgain api={api} courseId={courseId} number={attemptNumber} item={item} used={triesUsed} />}
      </article>
    </li>
  );
}
