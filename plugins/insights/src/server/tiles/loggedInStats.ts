import { LmsError, type CourseAccess } from '@lms/sdk';
import type { LessonTime, LoggedInStats, PopularPage, StudentTime } from '../../calls/tileCalls.ts';
import { TILE_MESSAGES } from '../../calls/tileCalls.ts';
import { classWeeks, fullName, totalsOf } from './classWeeks.ts';
import { minutesOf, summaryTile } from './summaryTile.ts';
import type { TileServices } from './tileDeps.ts';

/** How many pages the popular pages chart shows. */
export const POPULAR_PAGES = 10;

/** `GET stats/loggedin/{courseId}/{place}` without the engagement counts. */
export async function loggedInStats(services: TileServices, courseId: string, place: string, access: CourseAccess): Promise<Omit<LoggedInStats, 'engagement'>> {
  // The outline and the class's weeks are independent reads: at once (issue 21 dashboard load).
  const [outline, week] = await Promise.all([services.courses.outline(courseId, access), classWeeks(services, courseId)]);
  const lessons = outline.lessons.map((lesson, position) => ({ lesson, index: position + 1 })).filter(({ lesson }) => place === 'course' || lesson._id === place);
  if (place !== 'course' && lessons.length === 0) throw new LmsError('not-found', TILE_MESSAGES.noPlace);
  const lessonFilter = place === 'course' ? null : place;

  const ids = week.students.map((student) => student.id);
  const [current, prior, loginsNow, loginsBefore] = await Promise.all([
    services.tracking.placeTotals(courseId, week.weeks.current),
    services.tracking.placeTotals(courseId, week.weeks.prior),
    ids.length ? services.tracking.logins(ids, week.weeks.current) : [],
    ids.length ? services.tracking.logins(ids, week.weeks.prior) : [],
  ]);
  const loginNow = new Map(loginsNow.map((row) => [row.userId, row]));
  const loginBefore = new Map(loginsBefore.map((row) => [row.userId, row]));
  const loggedIn = loginsNow.filter((row) => row.logins > 0).length;
  const loggedInBefore = loginsBefore.filter((row) => row.logins > 0).length;

  // One lesson's place: the minutes of the class are that lesson's.
  const inPlace = (lessonId: string | null) => lessonFilter === null || lessonId === lessonFilter;
  const secondsIn = (rows: typeof current) => rows.filter((row) => inPlace(row.lessonId)).reduce((total, row) => total + row.seconds, 0);
  const mins = lessonFilter ? minutesOf(secondsIn(current)) : week.mins;
  const priormins = lessonFilter ? minutesOf(secondsIn(prior)) : week.priormins;

  const student_times: StudentTime[] = week.students.map((student) => {
    const login = loginNow.get(student.id) ?? loginBefore.get(student.id);
    return {
      _id: student.id,
      name: fullName(student),
      mins: minutesOf(totalsOf(week.current, student.id).seconds),
      priormins: minutesOf(totalsOf(week.prior, student.id).seconds),
      logins: loginNow.get(student.id)?.logins ?? 0,
      last_login: login?.lastLoginAt ? login.lastLoginAt.toISOString() : null,
    };
  });

  const lessonSeconds = (rows: typeof current, lessonId: string) => rows.filter((row) => row.lessonId === lessonId).reduce((total, row) => total + row.seconds, 0);
  const lesson_times: LessonTime[] = lessons.map(({ lesson, index }) => ({
    lesson_id: lesson._id,
    lessonName: lesson.title,
    index,
    mins: minutesOf(lessonSeconds(current, lesson._id)),
    priormins: minutesOf(lessonSeconds(prior, lesson._id)),
  }));

  const pageTitles = new Map(lessons.flatMap(({ lesson }) => lesson.pages.map((page) => [page._id, { lessonId: lesson._id, title: `${lesson.title}: ${page.title}` }] as const)));
  const popular: PopularPage[] = current
    .filter((row) => row.pageId !== null && row.visits > 0 && pageTitles.has(row.pageId))
    .sort((a, b) => b.visits - a.visits || b.students - a.students)
    .slice(0, POPULAR_PAGES)
    .map((row) => {
      const page = pageTitles.get(row.pageId!)!;
      return { lesson_id: page.lessonId, page_id: row.pageId!, title: page.title, link: `/${courseId}/${page.lessonId}/${row.pageId}`, visits: row.visits, students: row.students };
    });

  const students = week.students.length;
  const perStudent = (minutes: number) => (students === 0 ? 0 : Math.round(minutes / students));
  const activeNow = student_times.filter((row) => row.mins > 0).length;
  return {
    weeks: week.weeks,
    student_times,
    lesson_times,
    trenddict: summaryTile({ count: loggedIn, prior: loggedInBefore, studentsCounted: loggedIn, students, mins, priormins }),
    trendmindict: summaryTile({ count: perStudent(mins), prior: perStudent(priormins), studentsCounted: activeNow, students, mins, priormins }),
    popular,
  };
}
