import type { ItemDefinition } from '../schemas/itemTypes.ts';
import { multipleResponseCredit, singleChoiceCredit, trueFalseCredit } from './choiceScoring.ts';
import { manualCredit } from './manualScoring.ts';
import { numericCredit } from './numericScoring.ts';
import { matchingCredit, orderingCredit } from './arrangementScoring.ts';
import { fillBlanksCredit, shortTextCredit } from './textScoring.ts';
import { qtiCredit } from './qtiScoring.ts';
import type { TemplateDraw } from '../qti/processing/runProcessing.ts';
import type { Credit, ItemScore, ScoringOptions } from './types.ts';

/**
 * An item as scoring needs it: its type, content and what it is worth; a
 * templated QTI item also carries the attempt's template draw.
 */
export type ScorableItem = ItemDefinition & { points: number; qti_draw?: TemplateDraw | null };

function credit(item: ScorableItem, response: unknown, options: ScoringOptions): Credit {
  switch (item.type) {
    case 'single_choice':
      return singleChoiceCredit(item.content, response);
    case 'multiple_response':
      return multipleResponseCredit(item.content, response);
    case 'true_false':
      return trueFalseCredit(item.content, response);
    case 'short_text':
      return shortTextCredit(item.content, response, options);
    case 'numeric':
      return numericCredit(item.content, response);
    case 'fill_blanks':
      return fillBlanksCredit(item.content, response, options);
    case 'ordering':
      return orderingCredit(item.content, response);
    case 'matching':
      return matchingCredit(item.content, response);
    case 'qti':
      return qtiCredit(item.content, response, item.qti_draw ?? null);
    default:
      return manualCredit(response);
  }
}

/**
 * Scores one response to one item: the points it earns out of the item's,
 * whether it is right, or null (score 0 so far) while it waits for a person.
 * The response comes from a browser: any shape is read, a wrong one earns nothing.
 */
export function scoreItem(item: ScorableItem, response: unknown, options: ScoringOptions): ItemScore {
  const { credit: share, details } = credit(item, response, options);
  if (share === null) return { score: 0, max: item.points, correct: null, details };
  // A QTI item's negative credit can take points away; the attempt's total never goes below 0 (scoreAttempt.ts).
  return { score: item.points * share, max: item.points, correct: share === 1, details };
}
