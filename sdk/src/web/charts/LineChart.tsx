import { lazy } from 'react';
import { categoryPlot, categoryTable } from './categoryData.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { defaultFormatValue, defaultSummary } from './chartFormat.ts';
import type { ChartBaseProps, ChartSeries, LabelKey } from './chartTypes.ts';

// Recharts loads with the first chart drawn, never with the screens that draw none.
const LineChartPlot = lazy(() => import('./LineChartPlot.tsx'));

export interface LineChartProps<Row extends object> extends ChartBaseProps {
  /** In the order along the x axis (weeks, attempts, dates). */
  rows: readonly Row[];
  /** The row field that names each point on the x axis. */
  category: LabelKey<Row>;
  /** What the x axis counts: the data table's first column heading. */
  categoryLabel: string;
  series: readonly ChartSeries<Row>[];
  valueMax?: number;
}

/** One line per series over ordered categories, with the same data as a table for screen readers. */
export function LineChart<Row extends object>({ title, summary, height = 280, formatValue = defaultFormatValue, rows, category, categoryLabel, series, valueMax }: LineChartProps<Row>) {
  const plot = categoryPlot(rows, category, series);
  const table = categoryTable(rows, category, categoryLabel, series, formatValue);
  return (
    <ChartFigure title={title} summary={summary ?? defaultSummary('Line chart', title, rows.length, rows.length === 1 ? 'point' : 'points')} height={height} table={table}>
      <LineChartPlot {...plot} valueMax={valueMax} formatValue={formatValue} />
    </ChartFigure>
  );
}
