import { defineProgressHooks } from '@lms/sdk';
import { gradebookReaderRef } from './services.ts';

/**
 * The course cards' current score (`GET dashboard/`, issue 21 item 7): each
 * course's total as the gradebook computes it for the student and shows it
 * to them (their own row, student view: the scores their visibility holds
 * back do not count yet); none when the course hides totals from students
 * (`block_total_scores`, `no_total_column`) or nothing counts. One course's
 * reads per course: the course, its columns, the student's ledger.
 */
export const currentScoreHooks = defineProgressHooks({
  deps: { reader: gradebookReaderRef },
  async currentScores(userId, courseIds, { deps }) {
    const rows = await Promise.all(
      courseIds.map(async (courseId) => {
        const { course, students } = await deps.reader.compute(courseId, { userIds: [userId] }, { kind: 'student', userId }, false);
        const hidden = course.settings.blockTotalScores || course.settings.noTotalColumn;
        return [courseId, hidden ? null : (students[0]?.row.totals.percent ?? null)] as const;
      }),
    );
    return Object.fromEntries(rows);
  },
});
