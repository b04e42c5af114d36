import type { ActivityRecord, Clock, GradebookRecords, Knex, StudentScheduleRecord } from '@lms/sdk';
import type { CalendarEntry } from '../calls/calendarCalls.ts';
import { calendarEntries, type DatedActivity } from '../rules/calendarEntries.ts';

/** Whose calendar: a student gets their own dates; `seesEverything` (a professor on the site) also what students may not see. */
export interface CalendarReaderOf {
  userId: string;
  seesEverything: boolean;
}

/** An activity with the reader's own schedule over its dates (a null field of the schedule keeps the activity's). */
function datedFor(activity: ActivityRecord, schedule: StudentScheduleRecord | undefined): DatedActivity {
  return {
    id: activity.id,
    title: activity.title || activity.componentTitle || '',
    lessonId: activity.lessonId,
    lessonTitle: activity.lessonTitle,
    lessonNumber: activity.lessonNumber,
    pageId: activity.pageId,
    openDate: schedule?.openDate ?? activity.openDate,
    dueDate: schedule?.dueDate ?? activity.dueDate,
    closeDate: schedule?.closeDate ?? activity.closeDate,
  };
}

/**
 * A reader's calendar entries of a course, read through core's grade records
 * (never core's tables): the course's activities in reading order, those a
 * student may not see left out before anything else, the reader's own
 * schedules (an assessment override's dates) over the activity's dates.
 */
export class CalendarReader {
  constructor(
    private readonly records: GradebookRecords,
    private readonly clock: Clock,
  ) {}

  async entries(courseId: string, reader: CalendarReaderOf, trx?: Knex): Promise<CalendarEntry[]> {
    const now = this.clock.now();
    const [course, activities] = await Promise.all([this.records.course(courseId, trx), this.records.activities(courseId, trx)]);
    if (!course) return [];
    const shown = reader.seesEverything ? activities : await this.visibleToStudents(courseId, activities, now, trx);
    const schedules = await this.ownSchedules(courseId, reader.userId, trx);
    const dated = shown.map((activity) => datedFor(activity, activity.componentId === null ? undefined : schedules.get(activity.componentId)));
    return calendarEntries(dated, { courseId, now, noLessonTitle: course.settings.no_lesson_title_on_calendar === true });
  }

  private async visibleToStudents(courseId: string, activities: ActivityRecord[], now: Date, trx?: Knex): Promise<ActivityRecord[]> {
    const visible = new Set(await this.records.studentVisibleActivityIds(courseId, now, trx));
    return activities.filter((activity) => visible.has(activity.id));
  }

  /** A student's own schedules by component (none for staff). */
  private async ownSchedules(courseId: string, userId: string, trx?: Knex): Promise<Map<string, StudentScheduleRecord>> {
    if (!(await this.records.isStudent(courseId, userId, trx))) return new Map();
    const { schedules } = await this.records.studentLedgers(courseId, [userId], trx);
    return new Map(schedules.filter((schedule) => schedule.userId === userId).map((schedule) => [schedule.componentId, schedule]));
  }
}
