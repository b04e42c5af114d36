import { lastDays, LmsError, type ActivityTracking, type Clock, type GradebookRecords } from '@lms/sdk';
import type { AverageAnswer, AverageTimesAnswer, EngagementEvidence, GaugeColor, RosterAnswer, StudentTimesAnswer } from '../../calls/dashboardCalls.ts';
import { STRUGGLING_BELOW_PERCENT, summariseEngagement } from '../../rules/engagement.ts';
import { scoreHistogram } from '../../rules/histogram.ts';
import { roundScore } from '../../rules/rounding.ts';
import type { ActivityScore, ClassFacts, ClassFactsReader, StudentFacts } from '../facts/ClassFacts.ts';

/**
 * The gauge's bands (docs/architecture.md "Learning gauge"): red under the
 * course's score cut-off (default 60: the gradebook's at-risk line), orange up
 * to the struggling line (70, part 3 §9), then yellow, green and greener by
 * tens. A cut-off of 70 or more leaves no orange band (and no band starts
 * below the cut-off but red).
 */
export function gaugeBands(scoreCutOff: number): { color: GaugeColor; from: number }[] {
  const raw: { color: GaugeColor; from: number }[] = [
    { color: 'red', from: 0 },
    { color: 'orange', from: scoreCutOff },
    { color: 'yellow', from: Math.max(STRUGGLING_BELOW_PERCENT, scoreCutOff) },
    { color: 'green', from: Math.max(80, scoreCutOff) },
    { color: 'greener', from: Math.max(90, scoreCutOff) },
  ];
  // A band that starts where the next one starts is empty (e.g. orange when the cut-off is 70 or more).
  return raw.filter((band, index) => index === raw.length - 1 || band.from < raw[index + 1]!.from);
}

export function gaugeColor(percent: number | null, bands: readonly { color: GaugeColor; from: number }[]): GaugeColor {
  if (percent === null) return 'red';
  let color = bands[0]!.color;
  for (const band of bands) if (percent >= band.from) color = band.color;
  return color;
}

const CLASS_ORDER = { disengaged: 0, struggling: 1, engaged: 2 } as const;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function evidenceOf(student: StudentFacts): EngagementEvidence {
  const verdict = student.engagement;
  return {
    user_id: student.userId,
    name: student.name,
    class: verdict.class,
    rule: verdict.rule,
    active: verdict.active,
    explanation: verdict.explanation,
    minutes_past_week: student.minutesPastWeek,
    minutes_prior_week: student.minutesPriorWeek,
    percent: student.percent,
  };
}

const DAY_MS = 86_400_000;
/** The Mondays already written, by days since the epoch (a class has tens of thousands of cells, over a few weeks). */
const mondays = new Map<number, string>();

/** Monday 00:00 UTC of the week `at` falls in, as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const days = Math.floor(at.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: (days + 3) % 7 is the days since Monday.
  const monday = days - ((((days + 3) % 7) + 7) % 7);
  let week = mondays.get(monday);
  if (week === undefined) {
    week = new Date(monday * DAY_MS).toISOString().slice(0, 10);
    mondays.set(monday, week);
  }
  return week;
}

/** Points over max points of counted, scored cells (integer percent), null when none. */
function pointsPercent(cells: readonly ActivityScore[]): number | null {
  let score = 0;
  let max = 0;
  for (const cell of cells) {
    if (!cell.counts || cell.score === null || !cell.maxScore) continue;
    score += cell.score;
    max += cell.maxScore;
  }
  return max > 0 ? roundScore((score * 100) / max) : null;
}

/** The mean percent of counted, scored cells by the week they were completed, oldest first. */
function timelineOf(cells: Iterable<ActivityScore>): { week: string; average: number; scores: number }[] {
  const weeks = new Map<string, { sum: number; scores: number }>();
  for (const cell of cells) {
    if (!cell.counts || cell.percent === null || cell.completedAt === null) continue;
    const week = weekOf(cell.completedAt);
    const entry = weeks.get(week) ?? { sum: 0, scores: 0 };
    entry.sum += cell.percent;
    entry.scores += 1;
    weeks.set(week, entry);
  }
  return [...weeks]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([week, { sum, scores }]) => ({ week, average: roundScore(sum / scores), scores }));
}

function insightOf(percent: number | null, color: GaugeColor, facts: ClassFacts, summary: ReturnType<typeof summariseEngagement>): string {
  const students = facts.students.length;
  if (students === 0) return 'No students are enrolled yet.';
  const engagement = `${summary.engaged} of ${students} engaged, ${summary.struggling} struggling, ${summary.disengaged} disengaged.`;
  if (percent === null) return `No scores yet. ${engagement}`;
  const atRisk = facts.students.filter((student) => student.percent !== null && student.percent < facts.course.settings.scoreCutOff).length;
  const risk = atRisk === 0 ? '' : ` ${plural(atRisk, 'student is', 'students are')} under the ${facts.course.settings.scoreCutOff}% cut-off.`;
  return `Class average ${percent}% (${color}).${risk} ${engagement}`;
}

function engagementInsight(summary: ReturnType<typeof summariseEngagement>, students: number): string {
  if (students === 0) return 'No students are enrolled yet.';
  const parts = [];
  if (summary.disengaged > 0) parts.push(`${plural(summary.disengaged, 'student', 'students')} spent under 30 minutes in the past week or under 60 in two weeks`);
  if (summary.struggling > 0) parts.push(`${plural(summary.struggling, 'student is', 'students are')} working but averaging under ${STRUGGLING_BELOW_PERCENT}%`);
  if (parts.length === 0) return `All ${students} students are engaged.`;
  return `${summary.percent}% engaged: ${parts.join('; ')}.`;
}

/** The dashboard's numbers, made from the class facts (one read of the class) and tracking. */
export class DashboardStats {
  /** classScores' answers per computation of a class's grades (its columns array). */
  readonly #classScores = new WeakMap<ClassFacts['activities'], { lessons: AverageAnswer['lessonassessments']; timeline: AverageAnswer['timeline'] }>();

  constructor(
    private readonly facts: ClassFactsReader,
    private readonly records: GradebookRecords,
    private readonly tracking: ActivityTracking,
    private readonly clock: Clock,
  ) {}

  async average(courseId: string, allowRollup: boolean, studentId: string | null): Promise<AverageAnswer> {
    const facts = await this.facts.read(courseId, { allowRollup, withScores: true });
    const totals = facts.students.map((student) => student.percent).filter((percent): percent is number => percent !== null);
    const percent = totals.length === 0 ? null : roundScore(totals.reduce((sum, value) => sum + value, 0) / totals.length);
    const bands = gaugeBands(facts.course.settings.scoreCutOff);
    const color = gaugeColor(percent, bands);
    const summary = summariseEngagement(facts.students.map((student) => student.engagement));
    const evidence = facts.students.map(evidenceOf).sort((a, b) => CLASS_ORDER[a.class] - CLASS_ORDER[b.class]);
    const { lessons, timeline } = this.classScores(facts);
    const picked = studentId === null ? null : facts.students.find((student) => student.userId === studentId);
    if (picked === undefined) throw new LmsError('not-found', 'This student is not enrolled in the course.');
    return {
      percent,
      students: facts.students.length,
      scores: facts.students.map((student) => ({
        user_id: student.userId,
        name: student.name,
        percent: student.percent === null ? null : roundScore(student.percent),
        score: student.score,
        max_score: student.maxScore,
      })),
      gauge: { color, bands },
      histogram: scoreHistogram(totals),
      lessonassessments: lessons,
      timeline,
      insight: insightOf(percent, color, facts, summary),
      engagement: { ...summary, insight: engagementInsight(summary, facts.students.length), insight_list: evidence },
      student:
        picked === null
          ? null
          : {
              user_id: picked.userId,
              name: picked.name,
              percent: picked.percent === null ? null : roundScore(picked.percent),
              lessons: lessons.map((lesson) => ({
                lesson_id: lesson.lesson_id,
                average: pointsPercent((picked.scores ?? []).filter((_, index) => facts.activities[index]!.lessonId === lesson.lesson_id)),
              })),
              timeline: timelineOf(picked.scores ?? []),
              engagement: evidenceOf(picked),
            },
      allow_rollup: allowRollup,
      computed_at: facts.computedAt.toISOString(),
    };
  }

  /**
   * The lessons' assessments and the class's score timeline: a walk over every cell of the class (90,000 at 2,000
   * students), a pure function of one computation of the grades. Kept per computation by its columns array, which
   * the kept grades hand back unchanged with the same students' cells (ClassFacts "Class totals kept between
   * requests") and a new computation replaces; minutes and engagement are not in it.
   */
  private classScores(facts: ClassFacts): { lessons: AverageAnswer['lessonassessments']; timeline: AverageAnswer['timeline'] } {
    const known = this.#classScores.get(facts.activities);
    if (known) return known;
    const computed = { lessons: this.lessonAssessments(facts), timeline: timelineOf(facts.students.flatMap((student) => student.scores ?? [])) };
    this.#classScores.set(facts.activities, computed);
    return computed;
  }

  /** Each lesson's assessments with the class's mean percent, in gradebook order. */
  private lessonAssessments(facts: ClassFacts): AverageAnswer['lessonassessments'] {
    const lessons = new Map<string | null, AverageAnswer['lessonassessments'][number] & { cells: ActivityScore[] }>();
    facts.activities.forEach((activity, index) => {
      const cells = facts.students.map((student) => student.scores![index]!).filter((cell) => cell.counts && cell.percent !== null);
      const lesson = lessons.get(activity.lessonId) ?? { lesson_id: activity.lessonId, lesson_title: activity.lessonTitle ?? 'Other activities', average: null, assessments: [], cells: [] };
      lessons.set(activity.lessonId, lesson);
      lesson.cells.push(...cells);
      lesson.assessments.push({
        activity_id: activity.id,
        title: activity.title,
        max_score: activity.maxScore,
        average: cells.length === 0 ? null : roundScore(cells.reduce((sum, cell) => sum + cell.percent!, 0) / cells.length),
        scored: cells.length,
      });
    });
    return [...lessons.values()].map(({ cells, ...lesson }) => ({ ...lesson, average: pointsPercent(cells) }));
  }

  async averageTimes(courseId: string, studentId: string | null): Promise<AverageTimesAnswer> {
    const now = this.clock.now();
    const range = lastDays(now, 14);
    await this.tracking.catchUp();
    const [course, roster] = await Promise.all([this.records.course(courseId), this.records.students(courseId, { offset: 0, limit: 1, count: true })]);
    if (!course) throw new LmsError('no-course');
    if (studentId !== null && !(await this.records.isStudent(courseId, studentId))) throw new LmsError('not-found', 'This student is not enrolled in the course.');
    const students = roster.total ?? 0;
    const [classDays, studentDays] = await Promise.all([
      this.tracking.dailyActivity(courseId, range),
      studentId === null ? null : this.tracking.dailyActivity(courseId, range, studentId),
    ]);
    const days = Array.from({ length: 14 }, (_, index) => new Date(Date.parse(`${range.from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10));
    const secondsByDay = (rows: readonly { day: string; seconds: number }[]) => {
      const byDay = new Map<string, number>();
      for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.seconds);
      return byDay;
    };
    const oneDecimal = (value: number) => Math.round(value * 10) / 10;
    const classSeconds = secondsByDay(classDays);
    const perStudent = (seconds: number) => (students === 0 ? 0 : oneDecimal(seconds / 60 / students));
    const classSeries = days.map((day) => ({ day, minutes: perStudent(classSeconds.get(day) ?? 0) }));
    const weekSeconds = (byDay: Map<string, number>, from: number) => days.slice(from, from + 7).reduce((sum, day) => sum + (byDay.get(day) ?? 0), 0);
    let student: AverageTimesAnswer['student'] = null;
    if (studentId !== null && studentDays !== null) {
      const own = secondsByDay(studentDays);
      student = {
        user_id: studentId,
        days: days.map((day) => ({ day, minutes: oneDecimal((own.get(day) ?? 0) / 60) })),
        minutes_past_week: oneDecimal(weekSeconds(own, 7) / 60),
        minutes_prior_week: oneDecimal(weekSeconds(own, 0) / 60),
      };
    }
    return {
      days: classSeries,
      average_past_week: perStudent(weekSeconds(classSeconds, 7)),
      average_prior_week: perStudent(weekSeconds(classSeconds, 0)),
      students,
      student,
    };
  }

  /** Every student's minutes (the class facts' weeks) and last tracked moment; answered at once, so a poll ends on its first try. */
  async studentTimes(courseId: string, token: string): Promise<StudentTimesAnswer> {
    const facts = await this.facts.read(courseId);
    const seen = new Map((await this.tracking.lastSeen(courseId)).map((entry) => [entry.userId, entry.at]));
    return {
      token,
      status: 'done',
      student_times: facts.students.map((student) => ({
        user_id: student.userId,
        name: student.name,
        minutes_past_week: student.minutesPastWeek,
        minutes_prior_week: student.minutesPriorWeek,
        last_seen: seen.get(student.userId)?.toISOString() ?? null,
      })),
    };
  }

  /** The course's students by last name without the `ignore` ids. */
  async roster(courseId: string, ignore: readonly string[]): Promise<RosterAnswer> {
    const course = await this.records.course(courseId);
    if (!course) throw new LmsError('no-course');
    const { students } = await this.records.students(courseId, { offset: 0, limit: null, count: false });
    const ignored = new Set(ignore);
    return {
      roster: students
        .filter((student) => !ignored.has(student.id))
        .map((student) => ({ id: student.id, name: `${student.firstname} ${student.lastname}`.trim(), firstname: student.firstname, lastname: student.lastname, email: student.email })),
    };
  }
}
