export const DUPLICATE_CARD_ID = 'Each card needs its own id.';

/** The position of the first card whose id an earlier card has, or -1: a deck names each card once. */
export function duplicateCardIndex(cards: readonly { _id: string }[]): number {
  const seen = new Set<string>();
  return cards.findIndex((card) => {
    if (seen.has(card._id)) return true;
    seen.add(card._id);
    return false;
  });
}
