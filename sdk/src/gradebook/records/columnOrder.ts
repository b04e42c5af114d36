import type { ActivityRecord } from '@lms/contract';

/**
 * The gradebook's column order (issue 18 activity_reorder): the course's
 * activities by lesson (lessons in course order, columns without a lesson
 * last), within a lesson by the instructor's saved position (those without one
 * after), then in reading order. `records` come in reading order; each answer
 * keeps its reading-order index.
 */
export function inGradebookOrder(records: readonly ActivityRecord[]): { record: ActivityRecord; readingIndex: number }[] {
  const lessonRank = new Map<string | null, number>();
  for (const record of records) if (record.lessonId !== null && !lessonRank.has(record.lessonId)) lessonRank.set(record.lessonId, lessonRank.size);
  const rankOf = (record: ActivityRecord) => (record.lessonId === null ? Number.MAX_SAFE_INTEGER : lessonRank.get(record.lessonId)!);
  const placed = (record: ActivityRecord) => record.gradebookPosition ?? Number.MAX_SAFE_INTEGER;
  return records
    .map((record, readingIndex) => ({ record, readingIndex }))
    .sort((a, b) => rankOf(a.record) - rankOf(b.record) || placed(a.record) - placed(b.record) || a.readingIndex - b.readingIndex);
}
