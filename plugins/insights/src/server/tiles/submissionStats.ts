import type { ItemReportRow, SubmissionStats } from '../../calls/tileCalls.ts';
import { scoreHistogramOfCounts } from '../../rules/histogram.ts';
import { roundScore } from '../../rules/rounding.ts';
import { classWeeks } from './classWeeks.ts';
import { summaryTile } from './summaryTile.ts';
import type { TileServices } from './tileDeps.ts';
import { tileWeeks } from './tileWeeks.ts';

/**
 * `GET stats/submissions/{courseId}`: the week's submissions (the ledger's attempts of the course's students), their score histogram, and the item report.
 * The database sums the attempts (`GradebookRecords.submissionFigures`: one statement, a few rows per activity back); the class's minutes are the tiles' shared read.
 */
export async function submissionStats(services: TileServices, courseId: string): Promise<SubmissionStats> {
  const weeks = tileWeeks(services.clock.now());
  const [week, activities, figures] = await Promise.all([classWeeks(services, courseId, weeks), services.records.activities(courseId), services.records.submissionFigures(courseId, weeks)]);
  const byActivity = new Map(figures.activities.map((row) => [row.activityId, row]));
  let count = 0;
  let prior = 0;
  for (const row of figures.activities) {
    count += row.current;
    prior += row.prior;
  }
  const items: ItemReportRow[] = activities
    .filter((activity) => activity.componentId !== null)
    .map((activity) => {
      const row = byActivity.get(activity.id);
      return {
        activity_id: activity.id,
        title: activity.title || activity.componentTitle || activity.type,
        lessonName: activity.lessonTitle,
        count: row?.current ?? 0,
        prior: row?.prior ?? 0,
        students: row?.latestScored ?? 0,
        average: row && row.latestScored > 0 ? roundScore(row.latestPercentSum / row.latestScored) : null,
      };
    })
    .filter((row) => row.count > 0 || row.prior > 0 || row.students > 0);

  return {
    weeks: week.weeks,
    tile: summaryTile({ count, prior, studentsCounted: figures.currentSubmitters, students: week.students.length, mins: week.mins, priormins: week.priormins }),
    histogram: scoreHistogramOfCounts(figures.currentHistogram),
    items,
  };
}
