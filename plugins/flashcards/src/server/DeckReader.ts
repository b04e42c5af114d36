import { LmsError, type ComponentReader } from '@lms/sdk';
import type { DeckType } from '../schemas/deckState.ts';
import type { CardMedia } from '../schemas/flashcardsConfig.ts';
import type { Learner } from './caller.ts';
import type { OwnCardStore } from './OwnCardStore.ts';

export interface DeckCard {
  _id: string;
  frontText: string;
  backText: string;
  front?: CardMedia;
  back?: CardMedia;
}

export interface Deck {
  title: string;
  cards: DeckCard[];
}

/** A deck as the learner may study it: the course's cards, or their own, on a flashcards component they may see. */
export class DeckReader {
  constructor(
    private readonly components: ComponentReader,
    private readonly ownCards: OwnCardStore,
  ) {}

  /** Throws not-found ('Component not found.') when the learner may not see the component. */
  async deck(learner: Learner, courseId: string, componentId: string, type: DeckType): Promise<Deck> {
    const component = await this.components.get(courseId, componentId, learner.access, 'flashcards');
    const cards = type === 'standard' ? component.config.flashcards : await this.ownCards.get(learner.user.id, courseId, componentId);
    return { title: component.title, cards };
  }

  /** The deck, or null when it is gone or hidden now (a draft page, a removed component). */
  async visibleDeck(learner: Learner, courseId: string, componentId: string, type: DeckType): Promise<Deck | null> {
    try {
      return await this.deck(learner, courseId, componentId, type);
    } catch (error) {
      if (error instanceof LmsError && (error.errno === 'not-found' || error.errno === 'access-denied')) return null;
      throw error;
    }
  }

  async card(learner: Learner, courseId: string, componentId: string, type: DeckType, cardId: string): Promise<DeckCard> {
    const card = (await this.deck(learner, courseId, componentId, type)).cards.find((candidate) => candidate._id === cardId);
    if (!card) throw new LmsError('not-found', 'This card is not in the deck.');
    return card;
  }
}
