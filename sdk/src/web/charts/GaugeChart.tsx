import { lazy } from 'react';
import { ChartFigure } from './ChartFigure.tsx';
import { CHART_GRID_COLOR, seriesColor } from './chartColors.ts';
import { defaultFormatValue } from './chartFormat.ts';
import type { ChartBaseProps } from './chartTypes.ts';

// Shares the donut's drawing: a gauge is the upper half of a ring.
const DonutChartPlot = lazy(() => import('./DonutChartPlot.tsx'));

export interface GaugeChartProps extends ChartBaseProps {
  value: number;
  max: number;
  /** What the value is (say, "Completed"): the data table's row heading. */
  valueLabel: string;
}

/** One value against its maximum as a half ring with the value written in it; the table gives the value and the maximum. */
export function GaugeChart({ title, summary, height = 160, formatValue = defaultFormatValue, value, max, valueLabel }: GaugeChartProps) {
  const filled = Math.min(Math.max(value, 0), max);
  const slices = [
    { label: valueLabel, value: filled, color: seriesColor(0) },
    { label: 'Rest', value: max - filled, color: CHART_GRID_COLOR },
  ];
  const table = { rowHeading: 'Measure', columns: ['Value', 'Maximum'], rows: [{ key: 'value', header: valueLabel, cells: [formatValue(value), formatValue(max)] }] };
  return (
    <ChartFigure title={title} summary={summary ?? `Gauge: ${title}, ${valueLabel} ${formatValue(value)} of ${formatValue(max)}.`} height={height} table={table}>
      <DonutChartPlot slices={slices} centerText={formatValue(value)} half formatValue={formatValue} tooltip={false} />
    </ChartFigure>
  );
}
