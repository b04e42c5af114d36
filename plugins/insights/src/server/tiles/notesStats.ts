import type { CourseAccess } from '@lms/sdk';
import type { NotesStats } from '../../calls/tileCalls.ts';
import { postsPerStudent } from '../../rules/rounding.ts';
import { classCount, classWeeks } from './classWeeks.ts';
import { twoLessons } from './lessonCounts.ts';
import { summaryTile } from './summaryTile.ts';
import type { TileServices } from './tileDeps.ts';

/** `GET stats/notes/{courseId}/{lessonId}/{priorLessonId}`: the week's notes against the prior week's, and a lesson's notes so far against a prior lesson's. */
export async function notesStats(services: TileServices, courseId: string, access: CourseAccess, lessonId: string, priorLessonId: string): Promise<NotesStats> {
  // Independent reads at once (issue 21 dashboard load); placeTotals after classWeeks, which caught tracking up.
  const [lessons, week] = await Promise.all([twoLessons(services, courseId, access, lessonId, priorLessonId), classWeeks(services, courseId)]);
  const now = classCount(week.current, 'notes');
  const before = classCount(week.prior, 'notes');
  // The roll-ups keep every day: a lesson's notes so far.
  const notes = await services.tracking.lessonNotes(courseId, [lessons.lesson.lesson_id, lessons.prior.lesson_id]);
  const lesson = { count: notes[lessons.lesson.lesson_id] ?? 0 };
  const prior = { count: notes[lessons.prior.lesson_id] ?? 0 };
  return {
    weeks: week.weeks,
    tile: summaryTile({ count: now.total, prior: before.total, studentsCounted: now.students, students: week.students.length, mins: week.mins, priormins: week.priormins }),
    lesson: { ...lessons.lesson, ...lesson },
    prior_lesson: { ...lessons.prior, ...prior },
    per_student: postsPerStudent(now.total, week.students.length),
  };
}
