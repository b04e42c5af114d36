import type { Knex } from '@lms/sdk';
import type { State } from 'ts-fsrs';
import type { DeckType } from '../schemas/deckState.ts';
import type { ReviewState } from '../rules/reviewScheduler.ts';
import { toDate, type StoredDate } from './storedDates.ts';

const TABLE = 'flashcards_reviews';

export interface CardKey {
  userId: string;
  courseId: string;
  componentId: string;
  type: DeckType;
  cardId: string;
}

export interface StoredReview extends ReviewState {
  componentId: string;
  type: DeckType;
  cardId: string;
  lessonId: string | null;
  pageId: string | null;
}

interface ReviewRow {
  user_id: string;
  course_id: string;
  component_id: string;
  type: DeckType;
  card_id: string;
  due: StoredDate;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: StoredDate | null;
  lesson_id: string | null;
  page_id: string | null;
}

function toReview(row: ReviewRow): StoredReview {
  return {
    componentId: row.component_id,
    type: row.type,
    cardId: row.card_id,
    due: toDate(row.due),
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    last_review: row.last_review === null ? null : toDate(row.last_review),
    lessonId: row.lesson_id,
    pageId: row.page_id,
  };
}

/** The FSRS state of each card a student studied (one row per student and card), private to them. */
export class ReviewStore {
  constructor(private readonly db: Knex) {}

  async get(key: CardKey, trx: Knex = this.db): Promise<StoredReview | null> {
    const row = await trx<ReviewRow>(TABLE)
      .where({ user_id: key.userId, course_id: key.courseId, component_id: key.componentId, type: key.type, card_id: key.cardId })
      .forUpdate()
      .first();
    return row ? toReview(row) : null;
  }

  async put(key: CardKey, state: ReviewState, location: { lessonId: string | null; pageId: string | null }, trx: Knex): Promise<StoredReview> {
    const row = {
      user_id: key.userId,
      course_id: key.courseId,
      component_id: key.componentId,
      type: key.type,
      card_id: key.cardId,
      ...state,
      lesson_id: location.lessonId,
      page_id: location.pageId,
    };
    const keep = location.lessonId && location.pageId ? [] : ['lesson_id', 'page_id'];
    const [saved] = await trx(TABLE)
      .insert(row)
      .onConflict(['user_id', 'course_id', 'component_id', 'type', 'card_id'])
      .merge(Object.keys(row).filter((column) => !keep.includes(column)))
      .returning('*');
    return toReview(saved as ReviewRow);
  }

  async listDeck(userId: string, courseId: string, componentId: string, type: DeckType): Promise<StoredReview[]> {
    const rows = await this.db<ReviewRow>(TABLE).where({ user_id: userId, course_id: courseId, component_id: componentId, type }).orderBy('due');
    return rows.map(toReview);
  }

  async listDue(userId: string, courseId: string, before: Date): Promise<StoredReview[]> {
    const rows = await this.db<ReviewRow>(TABLE).where({ user_id: userId, course_id: courseId }).andWhere('due', '<', before).orderBy([{ column: 'due' }, { column: 'card_id' }]);
    return rows.map(toReview);
  }
}
