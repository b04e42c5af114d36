import type { Knex, StudyItemKey, StudyItems } from '@lms/sdk';
import type { Answer } from '../rules/deckMachine.ts';
import type { CardKey, StoredReview } from './ReviewStore.ts';

/** The study center's name for the items this plugin puts there. */
export const STUDY_ITEM_SOURCE = 'flashcards';
/** A study-center title is the card's front, cut to this length. */
const TITLE_LENGTH = 120;

/** The card a study-center item names: its front text, and the page it was studied on. */
export interface StudiedCard {
  frontText: string;
  lessonId: string | null;
  pageId: string | null;
}

/**
 * Feeds the study center (issue 20 item 3: "cards due for review go to red")
 * from each answer, in the answer's own transaction: a card answered
 * don't-know is in red at once (missed: revisit it now); a card answered know
 * goes to red again when FSRS makes it due (hidden until then).
 */
export class DueCardsFeed {
  constructor(private readonly studyItems: StudyItems) {}

  async answered(key: CardKey, answer: Answer, review: StoredReview, card: StudiedCard, trx: Knex.Transaction): Promise<void> {
    const item: StudyItemKey = { courseId: key.courseId, userId: key.userId, source: STUDY_ITEM_SOURCE, ref: `${key.componentId}/${key.type}/${key.cardId}` };
    const link = card.lessonId && card.pageId ? `/${key.courseId}/${card.lessonId}/${card.pageId}` : `/${key.courseId}/reports/flashcards`;
    await this.studyItems.put([{ ...item, title: cardTitle(card.frontText), link, dueAt: answer === 'know' ? review.due : null }], trx);
  }
}

function cardTitle(frontText: string): string {
  const text = frontText.replace(/\s+/g, ' ').trim();
  if (text === '') return 'Flashcard';
  return text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH - 1)}…` : text;
}
