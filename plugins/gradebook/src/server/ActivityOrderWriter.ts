import type { GradebookRecords, GradeLedger } from '@lms/sdk';
import type { ActivityOrder } from '../calls/orderCalls.ts';
import { DEFAULT_CUSTOM_MAX_SCORE } from '@lms/sdk/gradebook';
import { inGradebookOrder } from '@lms/sdk/gradebook/records';

/** The gradebook's column order (issue 18 activity_reorder): read from core's records in the gradebook's own order, saved by the ledger. */
export class ActivityOrderWriter {
  constructor(
    private readonly records: GradebookRecords,
    private readonly ledger: GradeLedger,
  ) {}

  async order(courseId: string): Promise<ActivityOrder> {
    const ordered = inGradebookOrder(await this.records.activities(courseId)).map(({ record }) => record);
    const lessons = new Map<string, string>();
    for (const record of ordered) if (record.lessonId !== null && !lessons.has(record.lessonId)) lessons.set(record.lessonId, record.lessonTitle ?? '');
    return {
      lessons: [...lessons].map(([id, title]) => ({ id, title })),
      activities: ordered.map((record) => ({
        id: record.id,
        component_id: record.componentId,
        title: record.title || record.componentTitle || record.type,
        type: record.type,
        lesson: record.lessonId,
        graded: record.graded,
        max_score: record.maxScore ?? (record.componentId === null ? DEFAULT_CUSTOM_MAX_SCORE : null),
        gradebook_position: record.gradebookPosition,
      })),
    };
  }

  /** One transaction in the ledger (an id not of the course, or listed twice, writes nothing); answers the order as saved. */
  async save(courseId: string, activityIds: readonly string[]): Promise<ActivityOrder> {
    await this.ledger.saveActivityOrder(courseId, activityIds);
    return this.order(courseId);
  }
}
