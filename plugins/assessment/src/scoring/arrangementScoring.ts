import type { MatchingContent, OrderingContent } from '../schemas/itemTypes.ts';
import type { Credit } from './types.ts';

/**
 * Ordering: the entry ids in the order given. All or nothing: an order is
 * right or it is not (how many entries sit in their place is reported, not scored).
 */
export function orderingCredit(content: OrderingContent, response: unknown): Credit {
  const order = Array.isArray(response) ? response : [];
  const inPlace = content.entries.filter((entry, index) => order[index] === entry.id).length;
  const right = order.length === content.entries.length && inPlace === content.entries.length;
  return { credit: right ? 1 : 0, details: { answered: order.length > 0, in_place: inPlace } };
}

/** Matching: the chosen option of each prompt, by prompt id. Each prompt earns its share of the points. */
export function matchingCredit(content: MatchingContent, response: unknown): Credit {
  const chosen = response !== null && typeof response === 'object' && !Array.isArray(response) ? (response as Record<string, unknown>) : {};
  const pairs: Record<string, boolean> = {};
  for (const prompt of content.prompts) pairs[prompt.id] = chosen[prompt.id] === prompt.match;
  const right = Object.values(pairs).filter(Boolean).length;
  const answered = content.prompts.some((prompt) => typeof chosen[prompt.id] === 'string' && chosen[prompt.id] !== '');
  return { credit: right / content.prompts.length, details: { answered, pairs } };
}
