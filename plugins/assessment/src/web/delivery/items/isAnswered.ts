import type { ItemToAnswer } from '../../../calls/deliveryCalls.ts';
import { qtiAnswered } from '../qti/qtiAnswered.ts';

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Whether a response answers its item, for the navigator's marks and the
 * submit confirmation's list of unanswered Questions: every blank filled and
 * every prompt matched, a choice made, some text typed, a file sent.
 */
export function isAnswered(item: ItemToAnswer, response: unknown): boolean {
  // An information item is answered with no response at all.
  if (item.type === 'qti') return qtiAnswered(item.content.xml, response);
  if (response === undefined || response === null) return false;
  switch (item.type) {
    case 'true_false':
      return typeof response === 'boolean';
    case 'multiple_response':
    case 'ordering':
      return Array.isArray(response) && response.length > 0;
    case 'fill_blanks':
      return item.content.blanks.every((blank) => filled((response as Record<string, unknown>)[blank.id]));
    case 'matching':
      return item.content.prompts.every((prompt) => filled((response as Record<string, unknown>)[prompt.id]));
    default:
      return filled(response);
  }
}
