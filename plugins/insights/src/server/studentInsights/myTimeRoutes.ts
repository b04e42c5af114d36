import { coreServices, defineRoute } from '@lms/sdk';
import { getMyTime, type LessonTime } from '../../calls/studentInsightsCalls.ts';

const DAY = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The last `days` UTC days, today included (the contract's lastDays, which the SDK does not re-export). */
function lastDays(now: Date, days: number): { from: string; to: string } {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * DAY)), to: utcDay(new Date(now.getTime() + DAY)) };
}

/** Everything tracked: from the first day anything can be recorded to the end of today. */
function allDays(now: Date): { from: string; to: string } {
  return { from: '2000-01-01', to: utcDay(new Date(now.getTime() + DAY)) };
}

export const myTimeRoutes = [
  defineRoute(getMyTime, {
    permission: 'course:view',
    deps: { tracking: coreServices.tracking, courses: coreServices.courses, clock: coreServices.clock },
    async handler({ params, user, access, deps }) {
      const userId = user!.id;
      const now = deps.clock.now();
      await deps.tracking.catchUp();
      const [outline, flags, places, week, daily] = await Promise.all([
        deps.courses.outline(params.courseId, access!),
        deps.courses.flags(params.courseId),
        deps.tracking.placeTotals(params.courseId, allDays(now), userId),
        deps.tracking.studentTotals(params.courseId, lastDays(now, 7), [userId]),
        deps.tracking.dailyActivity(params.courseId, allDays(now), userId),
      ]);
      const byLesson = new Map<string | null, { seconds: number; visits: number }>();
      for (const place of places) {
        const sum = byLesson.get(place.lessonId) ?? { seconds: 0, visits: 0 };
        sum.seconds += place.seconds;
        sum.visits += place.visits;
        byLesson.set(place.lessonId, sum);
      }
      const daysOf = (lessonId: string | null) =>
        daily.filter((day) => day.lessonId === lessonId).map((day) => ({ day: day.day, seconds: day.seconds, visits: day.visits }));
      const lessonTime = (lessonId: string | null, title: string): LessonTime => ({
        lesson_id: lessonId,
        title,
        seconds: byLesson.get(lessonId)?.seconds ?? 0,
        visits: byLesson.get(lessonId)?.visits ?? 0,
        days: daysOf(lessonId),
      });
      const lessons: LessonTime[] = [];
      if (byLesson.has(null)) lessons.push(lessonTime(null, 'Course home'));
      for (const lesson of outline.lessons) lessons.push(lessonTime(lesson._id, lesson.title));
      const total = [...byLesson.values()].reduce((sum, place) => ({ seconds: sum.seconds + place.seconds, visits: sum.visits + place.visits }), { seconds: 0, visits: 0 });
      return {
        drilldown_enabled: flags.drilldown_enabled,
        total_seconds: total.seconds,
        past_week_seconds: week[0]?.seconds ?? 0,
        visits: total.visits,
        lessons,
      };
    },
  }),
];
