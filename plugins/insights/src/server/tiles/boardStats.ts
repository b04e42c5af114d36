import type { CourseAccess } from '@lms/sdk';
import type { BoardCount, BoardStats } from '../../calls/tileCalls.ts';
import { postsPerStudent } from '../../rules/rounding.ts';
import { classCount, classWeeks } from './classWeeks.ts';
import { twoLessons } from './lessonCounts.ts';
import { summaryTile } from './summaryTile.ts';
import type { TileServices } from './tileDeps.ts';

/** `GET stats/boards/{courseId}/{lessonId}/{priorLessonId}`: the week's posts against the prior week's (tracking), and each board's posts in the two lessons (the ledger's participation). */
export async function boardStats(services: TileServices, courseId: string, access: CourseAccess, lessonId: string, priorLessonId: string): Promise<BoardStats> {
  // The lessons check and the reads are independent: at once (issue 21 dashboard load).
  const [, week, activities] = await Promise.all([twoLessons(services, courseId, access, lessonId, priorLessonId), classWeeks(services, courseId), services.records.activities(courseId)]);
  const boards = activities.filter((activity) => activity.type === 'board' && activity.componentId !== null && (activity.lessonId === lessonId || activity.lessonId === priorLessonId));
  const participation = boards.length ? await services.records.participation(courseId, boards.map((board) => board.componentId!)) : [];
  const students = week.students.length;
  const countsOf = (id: string): BoardCount[] =>
    boards
      .filter((board) => board.lessonId === id)
      .map((board) => {
        const rows = participation.filter((row) => row.componentId === board.componentId);
        const posts = rows.reduce((total, row) => total + row.posts, 0);
        return {
          component_id: board.componentId!,
          title: board.title || board.componentTitle || 'Discussion board',
          posts,
          hidden: rows.reduce((total, row) => total + row.hidden, 0),
          per_student: postsPerStudent(posts, students),
        };
      });
  const now = classCount(week.current, 'posts');
  const before = classCount(week.prior, 'posts');
  return {
    weeks: week.weeks,
    tile: summaryTile({ count: now.total, prior: before.total, studentsCounted: now.students, students, mins: week.mins, priormins: week.priormins }),
    per_student: postsPerStudent(now.total, students),
    boards: countsOf(lessonId),
    priors: countsOf(priorLessonId),
  };
}
