import type { Knex } from '@lms/sdk';
import type { Progress } from '../calls/progressCalls.ts';
import type { DeckState, DeckType, SessionStatus } from '../schemas/deckState.ts';
import { toIso, type StoredDate } from './storedDates.ts';

interface ProgressRow {
  user_id: string;
  course_id: string;
  component_id: string;
  type: DeckType;
  value: DeckState;
  key: SessionStatus;
  start: StoredDate | null;
  stop: StoredDate | null;
  timesec: number;
  lesson_id: string | null;
  page_id: string | null;
  updated_at: StoredDate;
}

export type ProgressInput = Omit<Progress, 'lesson_id' | 'page_id'> & { lesson_id?: string; page_id?: string };

const TABLE = 'flashcards_progress';

function toProgress(row: ProgressRow): Progress {
  return {
    component_id: row.component_id,
    course_id: row.course_id,
    value: row.value,
    key: row.key,
    start: toIso(row.start),
    stop: toIso(row.stop),
    timesec: row.timesec,
    type: row.type,
    lesson_id: row.lesson_id,
    page_id: row.page_id,
  };
}

/** Part 2 §3 saved progress, one row per student, deck and type; only ever read and written for its own student. */
export class ProgressStore {
  constructor(private readonly db: Knex) {}

  async get(userId: string, courseId: string, componentId: string, type: DeckType): Promise<Progress | null> {
    const row = await this.db<ProgressRow>(TABLE).where({ user_id: userId, course_id: courseId, component_id: componentId, type }).first();
    return row ? toProgress(row) : null;
  }

  async save(userId: string, input: ProgressInput, now: Date): Promise<Progress> {
    const location = { lesson_id: input.lesson_id ?? null, page_id: input.page_id ?? null };
    const row = {
      user_id: userId,
      course_id: input.course_id,
      component_id: input.component_id,
      type: input.type,
      value: JSON.stringify(input.value),
      key: input.key,
      start: input.start,
      stop: input.stop,
      timesec: input.timesec,
      ...location,
      updated_at: now,
    };
    // A save without a location keeps the one saved before.
    const merged = input.lesson_id && input.page_id ? Object.keys(row) : Object.keys(row).filter((column) => !(column in location));
    const [saved] = await this.db(TABLE).insert(row).onConflict(['user_id', 'course_id', 'component_id', 'type']).merge(merged).returning('*');
    return toProgress(saved as ProgressRow);
  }

  async remove(userId: string, courseId: string, componentId: string, type: DeckType): Promise<void> {
    await this.db(TABLE).where({ user_id: userId, course_id: courseId, component_id: componentId, type }).delete();
  }

  /** Every deck the student saved progress on in the course, most recently saved first. */
  async listForCourse(userId: string, courseId: string): Promise<Progress[]> {
    const rows = await this.db<ProgressRow>(TABLE).where({ user_id: userId, course_id: courseId }).orderBy('updated_at', 'desc');
    return rows.map(toProgress);
  }
}
