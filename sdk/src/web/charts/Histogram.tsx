import { lazy } from 'react';
import { seriesColor } from './chartColors.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { defaultFormatValue, defaultSummary } from './chartFormat.ts';
import type { ChartBaseProps, ChartTable } from './chartTypes.ts';
import { histogramBins, type BinOptions, type HistogramBin } from './histogramBins.ts';

// Draws with the bar chart's plot: a histogram is columns that touch.
const BarChartPlot = lazy(() => import('./BarChartPlot.tsx'));

export interface HistogramProps extends ChartBaseProps, BinOptions {
  values: readonly number[];
  /** What the values are (say, "Score"): the data table's first column heading. */
  valueLabel: string;
  /** What each bin counts (say, "Students"). */
  countLabel: string;
  /** How a bin's edges read (default: the value format); counts are whole numbers. */
  formatEdge?: (edge: number) => string;
}

function binLabel({ from, to }: HistogramBin, formatEdge: (edge: number) => string): string {
  return from === to ? formatEdge(from) : `${formatEdge(from)}–${formatEdge(to)}`;
}

/** The bins as the table reads them: each range with its count. */
export function histogramTable(bins: readonly HistogramBin[], valueLabel: string, countLabel: string, formatEdge: (edge: number) => string): ChartTable {
  return {
    rowHeading: valueLabel,
    columns: [countLabel],
    rows: bins.map((bin, index) => ({ key: `${index}`, header: binLabel(bin, formatEdge), cells: [String(bin.count)] })),
  };
}

/** How values spread: equal-width bins as touching columns, with the ranges and counts as a table for screen readers. */
export function Histogram({ title, summary, height = 280, formatValue = defaultFormatValue, formatEdge = formatValue, values, valueLabel, countLabel, bins, domain }: HistogramProps) {
  const counted = histogramBins(values, { bins, domain });
  const points = counted.map((bin) => ({ category: binLabel(bin, formatEdge), highlighted: false, s0: bin.count }));
  return (
    <ChartFigure title={title} summary={summary ?? defaultSummary('Histogram', title, counted.length, counted.length === 1 ? 'bin' : 'bins')} height={height} table={histogramTable(counted, valueLabel, countLabel, formatEdge)}>
      <BarChartPlot points={points} series={[{ dataKey: 's0', label: countLabel, color: seriesColor(0) }]} orientation="columns" stacked={false} valueMax={undefined} formatValue={String} categoryGap={1} valueLabels />
    </ChartFigure>
  );
}
