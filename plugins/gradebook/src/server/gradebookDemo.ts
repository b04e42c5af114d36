import { coreServices, definePluginDemo, type GradebookRecords, type GradeLedger, type Knex } from '@lms/sdk';
import type { RollupWriter } from './RollupWriter.ts';
import { columnWriterRef, rollupWriterRef } from './services.ts';

const PARTICIPATION = 'Class participation';
/** Grades out of 10 the demo students get in the participation column, in roster order. */
const PARTICIPATION_GRADES = [9, 7.5, 8];

/** The demo students (enrolled, not staff) by last name. */
async function demoStudents(records: GradebookRecords, courseId: string): Promise<string[]> {
  const { students } = await records.students(courseId, { offset: 0, limit: null, count: false });
  return students.map((student) => student.id);
}

/**
 * Gives the demo course a gradebook worth opening, once (nothing is added
 * when its participation column exists): two weighted rollup groups
 * (the course's components 70%, participation 30%), a participation column
 * graded for the demo students, one excused cell and one final-grade override.
 */
export const gradebookDemo = definePluginDemo({
  deps: { db: coreServices.database, records: coreServices.gradebookRecords, grading: coreServices.grading, columns: columnWriterRef, rollups: rollupWriterRef },
  async seed({ courseId, instructor, deps: { db, records, grading, columns, rollups } }) {
    const note = [
      `Gradebook: /${courseId}/reports/grades (weighted rollup groups, a custom column, an excused cell, a final-grade override)`,
      `Late work: /${courseId}/late_work_manager (the assessment demo's late quiz attempt)`,
      `Rollup manager: /${courseId}/rollupmanager (the groups Coursework and Participation); column order: /${courseId}/activity_reorder`,
    ];
    // The participation column marks a seeded course: what the instructor changed since stays as it is.
    const activities = await records.activities(courseId);
    if (activities.some((activity) => activity.componentId === null && activity.title === PARTICIPATION)) return note;
    const columnId = await columns.save({ courseId, title: PARTICIPATION, maxScore: 10, show: true });
    const componentActivities = activities.filter((activity) => activity.componentId !== null).map((activity) => activity.id);
    if ((await rollups.groups(courseId)).length === 0) await weightedGroups(rollups, courseId, columnId, componentActivities);
    await gradeDemoStudents(db, records, grading, courseId, columnId, componentActivities, instructor.id);
    return note;
  },
});

/** Coursework (every component) 70%, participation 30%: the instructor's own groups are never replaced. */
async function weightedGroups(rollups: RollupWriter, courseId: string, columnId: string, componentActivities: string[]): Promise<void> {
  await rollups.saveRollup(
    courseId,
    [
      { id: 'work', title: 'Coursework', color: '#3b82f6' },
      { id: 'participation', title: 'Participation', color: '#e81e75' },
    ],
    [...componentActivities.map((id) => ({ id, rollup_id: 'work' })), { id: columnId, rollup_id: 'participation' }],
  );
  const [work, participation] = await rollups.groups(courseId);
  await rollups.saveRules(courseId, [
    { id: work!.id, weight: 70, drop_lowest: 0 },
    { id: participation!.id, weight: 30, drop_lowest: 0 },
  ]);
}

async function gradeDemoStudents(db: Knex, records: GradebookRecords, grading: GradeLedger, courseId: string, columnId: string, componentActivities: string[], by: string): Promise<void> {
  const students = await demoStudents(records, courseId);
  await db.transaction(async (trx) => {
    for (const [index, userId] of students.entries()) {
      const grade = PARTICIPATION_GRADES[index % PARTICIPATION_GRADES.length]!;
      await grading.setGrade({ courseId, activityId: columnId, userId, grade, by }, trx);
    }
    const [first, second] = students;
    const excusedActivity = componentActivities[0];
    if (first && excusedActivity) await grading.setExcused({ courseId, activityId: excusedActivity, userId: first, excused: true, by }, trx);
    if (second) await grading.setFinalGrade({ courseId, userId: second, percent: 88, by }, trx);
  });
}
