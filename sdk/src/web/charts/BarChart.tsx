import { lazy } from 'react';
import { categoryPlot, categoryTable } from './categoryData.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { defaultFormatValue, defaultSummary } from './chartFormat.ts';
import type { ChartBaseProps, ChartSeries, LabelKey } from './chartTypes.ts';

// Recharts loads with the first chart drawn, never with the screens that draw none.
const BarChartPlot = lazy(() => import('./BarChartPlot.tsx'));

export interface BarChartProps<Row extends object> extends ChartBaseProps {
  rows: readonly Row[];
  /** The row field that names each bar (or group of bars). */
  category: LabelKey<Row>;
  /** What the categories are: the data table's first column heading. */
  categoryLabel: string;
  series: readonly ChartSeries<Row>[];
  /** 'columns' (default) stand up from the axis; 'bars' lie along it, for long labels and narrow screens. */
  orientation?: 'columns' | 'bars';
  stacked?: boolean;
  /** The end of the value axis (say, how many answered); by default a round number above the largest value. */
  valueMax?: number;
  /** With one series: rows drawn in the second colour. Put the reason in the row's label too: colour alone says nothing to some readers. */
  highlight?: (row: Row) => boolean;
  /** Writes each value at the end of its bar (default true for one series that is not stacked). */
  valueLabels?: boolean;
}

const COLUMNS_HEIGHT = 280;
/** Horizontal bars grow with the rows: a band of 36 px per category (more with several series), plus the value axis. */
function barsHeight(rowCount: number, seriesCount: number): number {
  return rowCount * (24 + 12 * seriesCount) + 40;
}

/** Bars (or columns) over categories, one colour per series, with the same data as a table for screen readers. */
export function BarChart<Row extends object>({ title, summary, height, formatValue = defaultFormatValue, rows, category, categoryLabel, series, orientation = 'columns', stacked = false, valueMax, highlight, valueLabels }: BarChartProps<Row>) {
  const plot = categoryPlot(rows, category, series, highlight);
  const table = categoryTable(rows, category, categoryLabel, series, formatValue);
  const plotHeight = height ?? (orientation === 'bars' ? barsHeight(rows.length, series.length) : COLUMNS_HEIGHT);
  return (
    <ChartFigure title={title} summary={summary ?? defaultSummary('Bar chart', title, rows.length, rows.length === 1 ? 'category' : 'categories')} height={plotHeight} table={table}>
      <BarChartPlot {...plot} orientation={orientation} stacked={stacked} valueMax={valueMax} formatValue={formatValue} categoryGap="20%" valueLabels={valueLabels ?? (series.length === 1 && !stacked)} />
    </ChartFigure>
  );
}
