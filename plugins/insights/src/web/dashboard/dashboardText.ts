import type { AverageAnswer, GaugeColor } from '../../calls/dashboardCalls.ts';

export const GAUGE_LABELS: Readonly<Record<GaugeColor, string>> = { red: 'Red', orange: 'Orange', yellow: 'Yellow', green: 'Green', greener: 'Greener' };

/** Each band's name and range, e.g. 'Orange (60-69%)'. */
export function bandLabels(bands: AverageAnswer['gauge']['bands']): { color: GaugeColor; label: string }[] {
  return bands.map((band, index) => {
    const next = bands[index + 1];
    const range = next ? `${band.from}-${next.from - 1}%` : `${band.from}-100%`;
    return { color: band.color, label: `${GAUGE_LABELS[band.color]} (${range})` };
  });
}

/** How many students' totals fall in each band (students without a total are left out). */
export function studentsPerBand(answer: AverageAnswer): { label: string; value: number }[] {
  const labels = bandLabels(answer.gauge.bands);
  const counts = labels.map(() => 0);
  for (const student of answer.scores) {
    if (student.percent === null) continue;
    let band = 0;
    answer.gauge.bands.forEach((entry, index) => {
      if (student.percent! >= entry.from) band = index;
    });
    counts[band]! += 1;
  }
  return labels.map(({ label }, index) => ({ label, value: counts[index]! }));
}

export const percentText = (percent: number | null) => (percent === null ? 'No score yet' : `${percent}%`);
export const minutesText = (minutes: number) => `${minutes} min`;
