import type { ItemResult } from '../../calls/deliveryCalls.ts';

/** How a Question went, in words (never by colour alone). */
export function resultWords(result: ItemResult): string {
  if (result.correct === null) return 'Waiting for a person to score it';
  const points = `${result.score ?? 0} of ${result.max_score} ${result.max_score === 1 ? 'point' : 'points'}`;
  if (result.correct) return `Correct, ${points}`;
  return (result.score ?? 0) > 0 ? `Partly correct, ${points}` : `Not correct, ${points}`;
}

export function ItemResultMark({ result }: { result: ItemResult }) {
  const tone = result.correct === null ? 'pending' : result.correct ? 'right' : (result.score ?? 0) > 0 ? 'partial' : 'wrong';
  return <p className={`lms-review-result lms-review-result--${tone}`}>{resultWords(result)}</p>;
}
