import type { Knex } from '@lms/sdk';
import type { OwnCard } from '../schemas/ownCards.ts';

const TABLE = 'flashcards_own_cards';

/** A student's own cards on a deck: one list, private to them. */
export class OwnCardStore {
  constructor(private readonly db: Knex) {}

  async get(userId: string, courseId: string, componentId: string): Promise<OwnCard[]> {
    const row = await this.db(TABLE).where({ user_id: userId, course_id: courseId, component_id: componentId }).first<{ cards: OwnCard[] } | undefined>();
    return row?.cards ?? [];
  }

  async save(userId: string, courseId: string, componentId: string, cards: readonly OwnCard[], now: Date): Promise<OwnCard[]> {
    const trimmed = cards.map((card) => ({ _id: card._id, frontText: card.frontText.trim(), backText: card.backText.trim() }));
    await this.db(TABLE)
      .insert({ user_id: userId, course_id: courseId, component_id: componentId, cards: JSON.stringify(trimmed), updated_at: now })
      .onConflict(['user_id', 'course_id', 'component_id'])
      .merge(['cards', 'updated_at']);
    return trimmed;
  }
}
