/**
 * The shape of the seeded course, decided here once (no randomness): which rollup
 * group each activity is in, its points, dates, late policy and how many
 * students attempt it. seedStructure makes the components, seedGrades the rows.
 */

export interface GroupPlan {
  key: string;
  title: string;
  color: string;
  /** Percent of the total; the four add up to 100, so totals are weighted by group. */
  weight: number;
  dropLowest: number;
  maxScore: number;
  submissionAttempts: number;
}

export const GROUPS: readonly GroupPlan[] = [
  { key: 'homework', title: 'Homework', color: '#3b82f6', weight: 30, dropLowest: 0, maxScore: 10, submissionAttempts: 1 },
  { key: 'quizzes', title: 'Quizzes', color: '#f59e0b', weight: 20, dropLowest: 2, maxScore: 20, submissionAttempts: 2 },
  { key: 'labs', title: 'Labs', color: '#10b981', weight: 20, dropLowest: 0, maxScore: 25, submissionAttempts: 1 },
  { key: 'exams', title: 'Exams', color: '#ef4444', weight: 30, dropLowest: 0, maxScore: 100, submissionAttempts: 1 },
];

/** In every run of 15 activities: 8 homework, 4 quizzes, 2 labs, 1 exam. */
const CYCLE = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3] as const;

export const LATE_POLICY = { penalty: 10, per: 86400, max: 50 } as const;

const HOUR_MS = 3600_000;

export interface ActivityPlan {
  index: number;
  lesson: number;
  group: number;
  title: string;
  maxScore: number;
  /** False: practice, never in a total. */
  graded: boolean;
  submissionAttempts: number;
  openDate: Date;
  dueDate: Date;
  closeDate: Date | null;
  policy: typeof LATE_POLICY | null;
  /** Share of the students with an attempt (0 before the activity opens). */
  attemptRate: number;
}

/**
 * `count` activities over `lessons` lessons in course order. Due dates run 10 hours
 * apart, the first 70% already past at `now` (mostly attempted, some late), the rest
 * open or not open yet; every 30th is practice; two in three accept late work.
 */
export function planActivities(count: number, lessons: number, now: Date): ActivityPlan[] {
  return Array.from({ length: count }, (_, index) => {
    const group = CYCLE[index % CYCLE.length]!;
    const plan = GROUPS[group]!;
    const dueDate = new Date(now.getTime() + (index - Math.round(count * 0.7)) * 10 * HOUR_MS);
    const openDate = new Date(dueDate.getTime() - 14 * 24 * HOUR_MS);
    const pastDue = dueDate <= now;
    const open = openDate <= now;
    return {
      index,
      lesson: Math.floor((index * lessons) / count),
      group,
      title: `${plan.title.replace(/s$/, '')} ${index + 1}`,
      maxScore: plan.maxScore,
      graded: index % 30 !== 7,
      submissionAttempts: plan.submissionAttempts,
      openDate,
      dueDate,
      closeDate: index % 2 === 0 ? new Date(dueDate.getTime() + 7 * 24 * HOUR_MS) : null,
      policy: index % 3 === 2 ? null : LATE_POLICY,
      attemptRate: pastDue ? 0.9 : open ? 0.45 : 0,
    };
  });
}
