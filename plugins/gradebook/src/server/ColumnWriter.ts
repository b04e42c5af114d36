import type { GradeLedger } from '@lms/sdk';
import { DEFAULT_CUSTOM_MAX_SCORE } from '@lms/sdk/gradebook';

export interface CustomColumnFields {
  courseId: string;
  /** The column to change; absent or null adds one. */
  id?: string | null;
  title: string;
  dueDate?: string | null;
  maxScore?: number;
  show?: boolean;
  lessonId?: string | null;
}

/**
 * Custom gradebook columns (part 3 §7 add_column/remove_column): the ledger
 * writes them (`saveCustomColumn`, `removeCustomColumn`) and tells its
 * listeners once they commit; this fills in the gradebook's defaults.
 */
export class ColumnWriter {
  constructor(private readonly ledger: GradeLedger) {}

  /** Adds a custom column (default max 999, shown) or changes the one `id` names; answers its activity id. */
  save(fields: CustomColumnFields): Promise<string> {
    return this.ledger.saveCustomColumn({
      courseId: fields.courseId,
      id: fields.id ?? null,
      title: fields.title,
      dueDate: fields.dueDate ?? null,
      maxScore: fields.maxScore ?? DEFAULT_CUSTOM_MAX_SCORE,
      show: fields.show ?? true,
      lessonId: fields.lessonId ?? null,
    });
  }

  /** Removes a custom column with its grades. */
  remove(courseId: string, id: string): Promise<void> {
    return this.ledger.removeCustomColumn(courseId, id);
  }
}
