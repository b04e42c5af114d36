import type { TemplateDraw } from '../qti/processing/runProcessing.ts';
import { qtiShare } from '../qti/processing/qtiItemScore.ts';
import { qtiAnswered, qtiOutcomes, readQtiResponse } from '../qti/qtiItemRuntime.ts';
import type { QtiItemContent } from '../schemas/qtiItem.ts';
import type { Credit } from './types.ts';

/**
 * An item kept as QTI earns what its response processing gives: SCORE out of
 * the item's maximum, partial and negative credit kept (qtiShare), with the
 * attempt's template draw so templated correct responses count.
 */
export function qtiCredit(content: QtiItemContent, response: unknown, draw: TemplateDraw | null): Credit {
  const answer = readQtiResponse(response);
  const { outcomes, maxScore, ceiling, byPerson, information } = qtiOutcomes(content, draw, answer);
  const answered = qtiAnswered(answer);
  // An answered item whose SCORE is external-scored waits for a person, as the manually scored types do.
  return { credit: byPerson && answered ? null : qtiShare(outcomes, maxScore, ceiling), details: { answered, outcomes, ...(information ? { information: true as const } : {}) } };
}
