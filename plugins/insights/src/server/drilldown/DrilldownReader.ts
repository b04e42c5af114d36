import { lastDays, LmsError, type ActivityTracking, type Clock, type CourseDirectory, type DayRange, type GradebookRecords, type StudentRecord } from '@lms/sdk';
import type { CallAnswer } from '@lms/sdk/calls';
import type { getDrilldownContent, getDrilldownTime, getDrilldownUser, postDrilldownObjectives, postDrilldownSearch } from '../../calls/drilldownCalls.ts';
import { SEARCH_LIMIT } from '../../calls/drilldownCalls.ts';
import type { ClassFactsReader } from '../facts/ClassFacts.ts';

const DAY_MS = 86_400_000;
const minutesOf = (seconds: number) => Math.round((seconds / 60) * 10) / 10;
/** Tracking keeps nothing older than the product; a range from here is "all time". */
const ALL_TIME_FROM = '2000-01-01';

/** The course's lesson and page titles, as staff see them (a student's visits name what they saw). */
const STAFF_VIEW = { student: false, professor: true, manage: false, edit: false } as const;

/**
 * One student's drilldown, read at once: tracking's roll-ups for one student
 * are a handful of indexed rows per day, so no job or polling is needed (see
 * docs/architecture.md "Drilldown time on task").
 */
export class DrilldownReader {
  constructor(
    private readonly facts: ClassFactsReader,
    private readonly records: GradebookRecords,
    private readonly tracking: ActivityTracking,
    private readonly courses: CourseDirectory,
    private readonly clock: Clock,
  ) {}

  async user(courseId: string, studentId: string): Promise<CallAnswer<typeof getDrilldownUser>> {
    const facts = await this.facts.student(courseId, studentId);
    if (!facts) throw notStudent();
    const [roster, seen] = await Promise.all([this.records.students(courseId, { userIds: [studentId], count: false }), this.tracking.lastSeen(courseId, [studentId])]);
    const last = seen[0];
    return {
      user: studentOf(roster.students[0]!),
      percent: facts.percent,
      engagement: {
        class: facts.engagement.class,
        rule: facts.engagement.rule,
        explanation: facts.engagement.explanation,
        minutes_past_week: facts.minutesPastWeek,
        minutes_prior_week: facts.minutesPriorWeek,
      },
      last_seen: last ? { at: last.at.toISOString(), lesson_id: last.lessonId, page_id: last.pageId } : null,
    };
  }

  async time(courseId: string, studentId: string, daysSince: number): Promise<CallAnswer<typeof getDrilldownTime>> {
    await this.mustBeStudent(courseId, studentId);
    const range = lastDays(this.clock.now(), daysSince);
    await this.tracking.catchUp();
    const [daily, titles] = await Promise.all([this.tracking.dailyActivity(courseId, range, studentId), this.titles(courseId)]);
    const perDay = new Map<string, number>();
    const perLesson = new Map<string | null, number>();
    for (const entry of daily) {
      perDay.set(entry.day, (perDay.get(entry.day) ?? 0) + entry.seconds);
      perLesson.set(entry.lessonId, (perLesson.get(entry.lessonId) ?? 0) + entry.seconds);
    }
    const days = [];
    for (let at = Date.parse(`${range.from}T00:00:00Z`); at < Date.parse(`${range.to}T00:00:00Z`); at += DAY_MS) {
      const day = new Date(at).toISOString().slice(0, 10);
      days.push({ day, minutes: minutesOf(perDay.get(day) ?? 0) });
    }
    const lessons = [...perLesson]
      .map(([lessonId, seconds]) => ({ lesson_id: lessonId, title: titles.lesson(lessonId), minutes: minutesOf(seconds) }))
      .sort((a, b) => b.minutes - a.minutes);
    const total = daily.reduce((sum, entry) => sum + entry.seconds, 0);
    return {
      from: range.from,
      to: range.to,
      total_minutes: minutesOf(total),
      days,
      lessons,
      entries: daily.map((entry) => ({ day: entry.day, lesson_id: entry.lessonId, minutes: minutesOf(entry.seconds), visits: entry.visits })),
    };
  }

  async content(courseId: string, studentId: string): Promise<CallAnswer<typeof getDrilldownContent>> {
    await this.mustBeStudent(courseId, studentId);
    await this.tracking.catchUp();
    const [places, titles] = await Promise.all([this.tracking.placeTotals(courseId, this.allTime(), studentId), this.titles(courseId)]);
    const content = places
      .filter((place) => place.visits > 0 || place.seconds > 0)
      .map((place) => ({
        lesson_id: place.lessonId,
        lesson_title: titles.lesson(place.lessonId),
        page_id: place.pageId,
        page_title: titles.page(place.pageId),
        visits: place.visits,
        minutes: minutesOf(place.seconds),
      }));
    content.sort((a, b) => titles.order(a.lesson_id, a.page_id) - titles.order(b.lesson_id, b.page_id));
    return { content };
  }

  async objectives(courseId: string, studentId: string, pages: readonly string[], sessions: number | null): Promise<CallAnswer<typeof postDrilldownObjectives>> {
    const range = sessions === null ? this.allTime() : lastDays(this.clock.now(), sessions);
    // The class facts catch tracking up and compute each graded cell as the gradebook does.
    const [facts, titles, activities] = await Promise.all([
      this.facts.read(courseId, { userIds: [studentId], withScores: true }),
      this.titles(courseId),
      this.records.activities(courseId),
    ]);
    const student = facts.students[0];
    if (!student) throw notStudent();
    const places = await this.tracking.placeTotals(courseId, range, studentId);
    const pageOf = new Map(activities.map((activity) => [activity.id, activity.pageId]));
    const unknown = pages.filter((pageId) => !titles.hasPage(pageId));
    if (unknown.length > 0) throw new LmsError('not-found', 'A page is not of this course.', { details: { pages: unknown } });
    return {
      objectives: [...new Set(pages)].map((pageId) => {
        const visits = places.filter((place) => place.pageId === pageId);
        const cells = facts.activities.map((activity, index) => ({ activity, cell: student.scores![index]! })).filter(({ activity }) => pageOf.get(activity.id) === pageId);
        const scored = cells.filter(({ cell }) => cell.percent !== null);
        return {
          page_id: pageId,
          page_title: titles.page(pageId),
          lesson_id: titles.lessonOfPage(pageId)!,
          lesson_title: titles.lesson(titles.lessonOfPage(pageId)),
          visited: visits.some((place) => place.visits > 0 || place.seconds > 0),
          visits: visits.reduce((sum, place) => sum + place.visits, 0),
          minutes: minutesOf(visits.reduce((sum, place) => sum + place.seconds, 0)),
          activities: cells.length,
          scored: scored.length,
          percent: scored.length === 0 ? null : Math.round((scored.reduce((sum, { cell }) => sum + cell.percent!, 0) / scored.length) * 100) / 100,
        };
      }),
    };
  }

  async search(courseId: string, body: { firstname?: string; lastname?: string; lti?: string }): Promise<CallAnswer<typeof postDrilldownSearch>> {
    const wanted = (value: string | undefined) => (value ?? '').trim().toLowerCase();
    const first = wanted(body.firstname);
    const last = wanted(body.lastname);
    const email = wanted(body.lti);
    const roster = await this.records.students(courseId, { offset: 0, limit: null, count: false });
    const found = roster.students.filter(
      (student) => student.firstname.toLowerCase().includes(first) && student.lastname.toLowerCase().includes(last) && student.email.toLowerCase().includes(email),
    );
    return { students: found.slice(0, SEARCH_LIMIT).map(studentOf), more: found.length > SEARCH_LIMIT };
  }

  private allTime(): DayRange {
    return { from: ALL_TIME_FROM, to: lastDays(this.clock.now(), 1).to };
  }

  private async mustBeStudent(courseId: string, studentId: string): Promise<void> {
    if (!(await this.records.isStudent(courseId, studentId))) throw notStudent();
  }

  private async titles(courseId: string) {
    const outline = await this.courses.outline(courseId, { courseId, ...STAFF_VIEW });
    const lessons = new Map<string, string>();
    const pages = new Map<string, { title: string; lessonId: string }>();
    const order = new Map<string, number>();
    outline.lessons.forEach((lesson) => {
      lessons.set(lesson._id, lesson.title);
      order.set(lesson._id, order.size + 1);
      for (const page of lesson.pages) {
        pages.set(page._id, { title: page.title, lessonId: lesson._id });
        order.set(page._id, order.size + 1);
      }
    });
    return {
      lesson: (id: string | null) => (id === null ? 'Course home' : (lessons.get(id) ?? 'Removed lesson')),
      page: (id: string | null) => (id === null ? 'Lesson home' : (pages.get(id)?.title ?? 'Removed page')),
      hasPage: (id: string) => pages.has(id),
      lessonOfPage: (id: string) => pages.get(id)?.lessonId ?? null,
      // The course home first, then reading order; places no longer in the course last.
      order: (lessonId: string | null, pageId: string | null) => (lessonId === null ? 0 : (order.get(pageId ?? lessonId) ?? Number.MAX_SAFE_INTEGER)),
    };
  }
}

function studentOf(student: StudentRecord) {
  return { id: student.id, firstname: student.firstname, lastname: student.lastname, name: `${student.firstname} ${student.lastname}`.trim(), email: student.email };
}

function notStudent(): LmsError {
  return new LmsError('not-found', 'This student is not enrolled in this course.');
}
