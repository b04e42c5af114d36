import type { StudentRecord } from '@lms/sdk';
import type { TileServices } from './tileDeps.ts';
import { tileWeeks, type TileWeeks } from './tileWeeks.ts';
import { minutesOf } from './summaryTile.ts';

/** One student's sums in a week (zeros when nothing was tracked). */
export interface WeekTotals {
  seconds: number;
  visits: number;
  notes: number;
  posts: number;
  submissions: number;
}

const NOTHING: WeekTotals = { seconds: 0, visits: 0, notes: 0, posts: 0, submissions: 0 };

/** The course's students and what tracking holds for each of them this week and the week before. */
export interface ClassWeeks {
  weeks: TileWeeks;
  students: StudentRecord[];
  current: Map<string, WeekTotals>;
  prior: Map<string, WeekTotals>;
  /** The class's minutes on task in each week. */
  mins: number;
  priormins: number;
}

const sum = (totals: Iterable<WeekTotals>, field: keyof WeekTotals) => {
  let total = 0;
  for (const entry of totals) total += entry[field];
  return total;
};

/**
 * Students (staff left out) with their tracked totals; tracking is caught up first so the numbers are live.
 * The roster and the weeks' totals are the class facts' shared reads: tiles opened at once read them once.
 * `weeks`: those of a caller that reads other figures over the same weeks alongside.
 */
export async function classWeeks(services: TileServices, courseId: string, weeks: TileWeeks = tileWeeks(services.clock.now())): Promise<ClassWeeks> {
  const [students, current, prior] = await Promise.all([
    services.facts.classRoster(courseId),
    services.facts.weekTotals(courseId, weeks.current),
    services.facts.weekTotals(courseId, weeks.prior),
  ]);
  const ids = new Set(students.map((student) => student.id));
  // The totals cover everyone active in the course: the students' only.
  const byStudent = (rows: readonly (WeekTotals & { userId: string })[]) => new Map(rows.filter((row) => ids.has(row.userId)).map((row) => [row.userId, row]));
  const currentMap = byStudent(current);
  const priorMap = byStudent(prior);
  return { weeks, students, current: currentMap, prior: priorMap, mins: minutesOf(sum(currentMap.values(), 'seconds')), priormins: minutesOf(sum(priorMap.values(), 'seconds')) };
}

export function totalsOf(map: Map<string, WeekTotals>, userId: string): WeekTotals {
  return map.get(userId) ?? NOTHING;
}

/** The sum of a field over the class, and how many students have any of it. */
export function classCount(map: Map<string, WeekTotals>, field: keyof WeekTotals): { total: number; students: number } {
  let total = 0;
  let students = 0;
  for (const entry of map.values()) {
    total += entry[field];
    if (entry[field] > 0) students += 1;
  }
  return { total, students };
}

export const fullName = (student: StudentRecord) => `${student.firstname} ${student.lastname}`.trim();
