import pg from 'pg';
import { coreServices, lastDays, type Kernel } from '@lms/core';
import type { SeededTerm } from './seedTerm.ts';

export interface ReadTiming {
  label: string;
  p50: number;
  p95: number;
}

async function timed(label: string, runs: number, read: () => Promise<unknown>): Promise<ReadTiming> {
  await read();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, p50: times[Math.floor(times.length / 2)]!, p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]! };
}

/**
 * The tracking reads the dashboard, insights and drilldown stand on, over the
 * seeded term: through coreServices.tracking (roll-ups) beside the same sums by
 * hand over the raw events. THE PLACE FOR THE HTTP READ FIGURES: after the
 * insights rooms merge, add here the dashboard (PUT stats/average, the tiles),
 * insights and drilldown calls over HTTP (p95 targets 300 / 150 / 150 ms), as
 * more entries of the list this function answers; run.ts prints every entry.
 */
export async function measureReads(kernel: Kernel, databaseUrl: string | null, term: SeededTerm, runs: number): Promise<ReadTiming[]> {
  const tracking = kernel.resolve(coreServices.tracking);
  await tracking.catchUp();
  const now = new Date();
  const week = lastDays(now, 7);
  const twoWeeks = lastDays(now, 14);
  const student = term.studentIds[0]!;
  const figures = [
    await timed('studentTotals, past week, whole class (roll-ups)', runs, () => tracking.studentTotals(term.courseId, week)),
    await timed('studentTotals, past 2 weeks, whole class (roll-ups)', runs, () => tracking.studentTotals(term.courseId, twoWeeks)),
    await timed('placeTotals, past week (roll-ups)', runs, () => tracking.placeTotals(term.courseId, week)),
    await timed('dailyActivity, one student, the term (roll-ups)', runs, () => tracking.dailyActivity(term.courseId, { from: term.termStart.toISOString().slice(0, 10), to: lastDays(now, 1).to }, student)),
    await timed('lastSeen, whole class', runs, () => tracking.lastSeen(term.courseId)),
    await timed('logins, whole class, past week', runs, () => tracking.logins(term.studentIds, week)),
  ];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // The same class-wide week by hand over the raw events: visits per student (no time on task: that needs the windows).
      figures.push(
        await timed('by hand: visits per student, past week (raw events)', runs, () =>
          client.query(
            `select user_id, count(*) filter (where kind in ('course_home_visit','lesson_home_visit','page_visit')) as visits, count(distinct date(at at time zone 'UTC')) as days
             from tracking_events where course_id = $1 and at >= $2 and at < $3 group by user_id`,
            [term.courseId, week.from, week.to],
          ),
        ),
        await timed('by hand: time on task per student, past week (raw events, window function)', runs, () =>
          client.query(
            `select user_id, sum(case when gap <= interval '12 minutes' then extract(epoch from gap) else 0 end) as seconds
             from (select user_id, lead(at) over (partition by user_id order by at, id) - at as gap from tracking_events where course_id = $1 and at >= $2 and at < $3) w
             group by user_id`,
            [term.courseId, week.from, week.to],
          ),
        ),
      );
    } finally {
      await client.end();
    }
  }
  return figures;
}
