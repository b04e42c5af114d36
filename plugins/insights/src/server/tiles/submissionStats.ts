import type { AttemptRecord } from '@lms/sdk';
import type { ItemReportRow, SubmissionStats } from '../../calls/tileCalls.ts';
import { scoreHistogram } from '../../rules/histogram.ts';
import { roundScore } from '../../rules/rounding.ts';
import { classWeeks } from './classWeeks.ts';
import { summaryTile } from './summaryTile.ts';
import type { TileServices } from './tileDeps.ts';
import { inDays, type DayRange } from './tileWeeks.ts';

const percentOf = (attempt: AttemptRecord) => (attempt.score! * 100) / attempt.maxScore!;
const scored = (attempt: AttemptRecord) => attempt.score !== null && attempt.maxScore !== null && attempt.maxScore > 0;

/** Each student's latest scored attempt per activity among `attempts`. */
function latestScored(attempts: readonly AttemptRecord[]): AttemptRecord[] {
  const latest = new Map<string, AttemptRecord>();
  for (const attempt of attempts) {
    if (!scored(attempt)) continue;
    const key = `${attempt.userId} ${attempt.activityId}`;
    const known = latest.get(key);
    if (!known || known.submittedAt < attempt.submittedAt) latest.set(key, attempt);
  }
  return [...latest.values()];
}

/** `GET stats/submissions/{courseId}`: the week's submissions (the ledger's attempts of the course's students), their score histogram, and the item report. */
export async function submissionStats(services: TileServices, courseId: string): Promise<SubmissionStats> {
  const [week, activities] = await Promise.all([classWeeks(services, courseId), services.records.activities(courseId)]);
  const ids = week.students.map((student) => student.id);
  const ledgers = ids.length ? await services.records.studentLedgers(courseId, ids) : null;
  const attempts = ledgers?.attempts ?? [];
  const during = (range: DayRange) => attempts.filter((attempt) => inDays(attempt.submittedAt, range));
  const current = during(week.weeks.current);
  const prior = during(week.weeks.prior);

  const everScored = latestScored(attempts);
  const items: ItemReportRow[] = activities
    .filter((activity) => activity.componentId !== null)
    .map((activity) => {
      const latest = everScored.filter((attempt) => attempt.activityId === activity.id);
      const average = latest.length === 0 ? null : roundScore(latest.reduce((total, attempt) => total + percentOf(attempt), 0) / latest.length);
      return {
        activity_id: activity.id,
        title: activity.title || activity.componentTitle || activity.type,
        lessonName: activity.lessonTitle,
        count: current.filter((attempt) => attempt.activityId === activity.id).length,
        prior: prior.filter((attempt) => attempt.activityId === activity.id).length,
        students: latest.length,
        average,
      };
    })
    .filter((row) => row.count > 0 || row.prior > 0 || row.students > 0);

  const submitters = new Set(current.map((attempt) => attempt.userId)).size;
  return {
    weeks: week.weeks,
    tile: summaryTile({ count: current.length, prior: prior.length, studentsCounted: submitters, students: ids.length, mins: week.mins, priormins: week.priormins }),
    histogram: scoreHistogram(latestScored(current).map(percentOf)),
    items,
  };
}
