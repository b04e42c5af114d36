import type { ItemResult, ItemToAnswer, ItemWithAnswers } from '../../calls/deliveryCalls.ts';
import { qtiIsInformation } from './qti/qtiAnswered.ts';

/** An information item (QTI content with no interaction): nothing was asked, so nothing is marked right or wrong. */
export const asksNothing = (item: ItemToAnswer | ItemWithAnswers) => item.type === 'qti' && qtiIsInformation(item.content.xml);

/** How a Question went, in words (never by colour alone); an information item's 0 of 0 is not a wrong answer. */
export function resultWords(result: ItemResult, information = false): string {
  if (information) return 'Nothing to answer';
  if (result.correct === null) return 'Waiting for a person to score it';
  const points = `${result.score ?? 0} of ${result.max_score} ${result.max_score === 1 ? 'point' : 'points'}`;
  if (result.correct) return `Correct, ${points}`;
  return (result.score ?? 0) > 0 ? `Partly correct, ${points}` : `Not correct, ${points}`;
}

export function ItemResultMark({ result, information = false }: { result: ItemResult; information?: boolean }) {
  const tone = information ? 'none' : result.correct === null ? 'pending' : result.correct ? 'right' : (result.score ?? 0) > 0 ? 'partial' : 'wrong';
  return <p className={`lms-review-result lms-review-result--${tone}`}>{resultWords(result, information)}</p>;
}
