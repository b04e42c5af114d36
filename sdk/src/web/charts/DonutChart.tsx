import { lazy } from 'react';
import { ChartFigure } from './ChartFigure.tsx';
import { seriesColor } from './chartColors.ts';
import { defaultFormatValue, defaultSummary } from './chartFormat.ts';
import type { ChartBaseProps, ChartTable } from './chartTypes.ts';

// Recharts loads with the first chart drawn, never with the screens that draw none.
const DonutChartPlot = lazy(() => import('./DonutChartPlot.tsx'));

export interface DonutSlice {
  label: string;
  value: number;
}

export interface DonutChartProps extends ChartBaseProps {
  slices: readonly DonutSlice[];
  /** What the slices are (say, "Grade"): the data table's first column heading. */
  sliceLabel: string;
  /** What the values count (say, "Students"). */
  valueLabel: string;
  /** Written in the hole, such as the total. */
  centerText?: string;
}

const SHARE_FORMAT = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

/** Each slice's value and its share of the whole, as the table reads them. */
export function donutTable(slices: readonly DonutSlice[], sliceLabel: string, valueLabel: string, formatValue: (value: number) => string): ChartTable {
  const total = slices.reduce((sum, { value }) => sum + value, 0);
  return {
    rowHeading: sliceLabel,
    columns: [valueLabel, 'Share'],
    rows: slices.map(({ label, value }, index) => ({ key: `${index}`, header: label, cells: [formatValue(value), SHARE_FORMAT.format(total ? value / total : 0)] })),
  };
}

/** Parts of a whole as a ring, with the same data (and each share) as a table for screen readers. */
export function DonutChart({ title, summary, height = 240, formatValue = defaultFormatValue, slices, sliceLabel, valueLabel, centerText }: DonutChartProps) {
  const plotSlices = slices.map(({ label, value }, index) => ({ label, value, color: seriesColor(index) }));
  return (
    <ChartFigure title={title} summary={summary ?? defaultSummary('Donut chart', title, slices.length, slices.length === 1 ? 'slice' : 'slices')} height={height} table={donutTable(slices, sliceLabel, valueLabel, formatValue)}>
      <DonutChartPlot slices={plotSlices} centerText={centerText} half={false} formatValue={formatValue} tooltip />
    </ChartFigure>
  );
}
