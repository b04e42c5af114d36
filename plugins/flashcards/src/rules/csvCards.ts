import Papa from 'papaparse';
import { MAX_CARD_TEXT_LENGTH, MAX_CARDS_PER_DECK, type Flashcard } from '../schemas/flashcardsConfig.ts';
import { mediaFromAddress } from './cardMedia.ts';

/** Part 2 §5 Flashcards CSV. */
export const CSV_EXTENSION_MESSAGE = 'Please select a file with the .csv extension.';

export function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv');
}

export type CsvImport = { cards: Flashcard[]; errors: [] } | { cards: []; errors: string[] };

/**
 * Cards from a CSV text: columns front text, back text, front media, back media.
 * Trailing rows with fewer than 2 columns are dropped (part 2 §5); a row with a
 * wrong cell refuses the whole file, so an import adds every card or none.
 */
export function cardsFromCsv(text: string, newId: () => string): CsvImport {
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
  let end = rows.length;
  while (end > 0 && (rows[end - 1]?.length ?? 0) < 2) end -= 1;
  const kept = rows.slice(0, end);
  if (kept.length > MAX_CARDS_PER_DECK) return { cards: [], errors: [`A deck has at most ${MAX_CARDS_PER_DECK} cards; the file has ${kept.length} rows.`] };
  const errors: string[] = [];
  const cards = kept.map((row, index) => {
    const line = index + 1;
    const [frontText = '', backText = '', frontMedia = '', backMedia = ''] = row;
    if (frontText.length > MAX_CARD_TEXT_LENGTH || backText.length > MAX_CARD_TEXT_LENGTH) errors.push(`Row ${line}: a card's text is at most ${MAX_CARD_TEXT_LENGTH} characters.`);
    const card: Flashcard = { _id: newId(), frontText: frontText.trim(), backText: backText.trim() };
    for (const [side, cell] of [['front', frontMedia], ['back', backMedia]] as const) {
      if (cell.trim() === '') continue;
      const media = mediaFromAddress(cell);
      if (media) card[side] = media;
      else errors.push(`Row ${line}: the ${side} media must be the https address of an image, audio or video file.`);
    }
    return card;
  });
  return errors.length > 0 ? { cards: [], errors } : { cards, errors: [] };
}
