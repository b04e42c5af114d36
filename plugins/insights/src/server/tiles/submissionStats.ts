import type { ItemReportRow, SubmissionStats } from '../../calls/tileCalls.ts';
import type { ClassLedger } from '../facts/ClassFacts.ts';
import { scoreHistogram } from '../../rules/histogram.ts';
import { roundScore } from '../../rules/rounding.ts';
import { classWeeks } from './classWeeks.ts';
import { summaryTile } from './summaryTile.ts';
import type { TileServices } from './tileDeps.ts';
import { inDays } from './tileWeeks.ts';

/** One attempt of the ledger, as the tile counts it. */
interface Submission {
  userId: string;
  activityId: string;
  score: number | null;
  maxScore: number | null;
  submittedAt: Date;
}

const percentOf = (attempt: Submission) => (attempt.score! * 100) / attempt.maxScore!;
const scored = (attempt: Submission) => attempt.score !== null && attempt.maxScore !== null && attempt.maxScore > 0;

/** Each student's latest scored attempt per activity among `attempts`. */
function latestScored(attempts: Iterable<Submission>): Submission[] {
  const latest = new Map<string, Submission>();
  for (const attempt of attempts) {
    if (!scored(attempt)) continue;
    const key = `${attempt.userId} ${attempt.activityId}`;
    const known = latest.get(key);
    if (!known || known.submittedAt < attempt.submittedAt) latest.set(key, attempt);
  }
  return [...latest.values()];
}

/** Every attempt of the class's ledgers. */
function* submissionsOf(ledgers: ClassLedger['ledgers']): Generator<Submission> {
  for (const [userId, ledger] of ledgers) {
    for (const [activityId, attempts] of ledger.attempts) {
      for (const attempt of attempts) yield { userId, activityId, score: attempt.score, maxScore: attempt.maxScore, submittedAt: attempt.submittedAt };
    }
  }
}

/** How many of `rows` each activity has. */
function countByActivity(rows: readonly Submission[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.activityId, (counts.get(row.activityId) ?? 0) + 1);
  return counts;
}

/**
 * `GET stats/submissions/{courseId}`: the week's submissions (the ledger's attempts of the course's students), their score histogram, and the item report.
 * The ledgers are the class facts' shared read (the dashboard's score tiles, opened at once, read them once); each attempt is visited a fixed number of times.
 */
export async function submissionStats(services: TileServices, courseId: string): Promise<SubmissionStats> {
  const [week, activities, ledger] = await Promise.all([classWeeks(services, courseId), services.records.activities(courseId), services.facts.classLedger(courseId)]);
  const attempts = [...submissionsOf(ledger.ledgers)];
  const current = attempts.filter((attempt) => inDays(attempt.submittedAt, week.weeks.current));
  const prior = attempts.filter((attempt) => inDays(attempt.submittedAt, week.weeks.prior));
  const currentCounts = countByActivity(current);
  const priorCounts = countByActivity(prior);

  const everScored = new Map<string, { students: number; percents: number }>();
  for (const attempt of latestScored(attempts)) {
    const entry = everScored.get(attempt.activityId) ?? { students: 0, percents: 0 };
    entry.students += 1;
    entry.percents += percentOf(attempt);
    everScored.set(attempt.activityId, entry);
  }
  const items: ItemReportRow[] = activities
    .filter((activity) => activity.componentId !== null)
    .map((activity) => {
      const latest = everScored.get(activity.id);
      return {
        activity_id: activity.id,
        title: activity.title || activity.componentTitle || activity.type,
        lessonName: activity.lessonTitle,
        count: currentCounts.get(activity.id) ?? 0,
        prior: priorCounts.get(activity.id) ?? 0,
        students: latest?.students ?? 0,
        average: latest ? roundScore(latest.percents / latest.students) : null,
      };
    })
    .filter((row) => row.count > 0 || row.prior > 0 || row.students > 0);

  const submitters = new Set(current.map((attempt) => attempt.userId)).size;
  return {
    weeks: week.weeks,
    tile: summaryTile({ count: current.length, prior: prior.length, studentsCounted: submitters, students: week.students.length, mins: week.mins, priormins: week.priormins }),
    histogram: scoreHistogram(latestScored(current).map(percentOf)),
    items,
  };
}
