import { useNotify } from '@lms/sdk/web';
import { cardsFromCsv, CSV_EXTENSION_MESSAGE, isCsvFileName } from '../rules/csvCards.ts';
import { CSV_MESSAGE_MS } from '../rules/flashcardConstants.ts';
import type { Flashcard } from '../schemas/flashcardsConfig.ts';
import { newCardId } from './newCardId.ts';

/** Part 2 §5: a chosen CSV file becomes cards, or its name or rows are refused with the spec's message. */
export function useCsvImport(onCards: (cards: Flashcard[]) => void): (file: File) => Promise<void> {
  const notify = useNotify();
  return async (file) => {
    if (!isCsvFileName(file.name)) {
      notify({ type: 'error', message: CSV_EXTENSION_MESSAGE, timeout: CSV_MESSAGE_MS });
      return;
    }
    const imported = cardsFromCsv(await file.text(), newCardId);
    if (imported.errors.length > 0) {
      notify({ type: 'error', message: imported.errors.join(' '), timeout: 7000 });
      return;
    }
    onCards(imported.cards);
    notify({ type: 'success', message: imported.cards.length === 1 ? '1 card imported.' : `${imported.cards.length} cards imported.`, timeout: 2000 });
  };
}
