import { seriesColor } from './chartColors.ts';
import type { ChartSeries, ChartTable, LabelKey } from './chartTypes.ts';

/** A plotted series, as the Recharts plots take it: `dataKey` names its value in each point. */
export interface PlotSeries {
  dataKey: `s${number}`;
  label: string;
  color: string;
}

/** One category (a bar group, a point on a line's x axis) with each series' value. */
export type PlotPoint = { category: string; highlighted: boolean } & { [key: `s${number}`]: number };

/** What a bar or line plot draws: non-generic, so a lazily loaded plot serves every row type. */
export interface CategoryPlot {
  points: PlotPoint[];
  series: PlotSeries[];
}

/** The rows of a bar or line chart as plot points, one value per series. */
export function categoryPlot<Row extends object>(
  rows: readonly Row[],
  category: LabelKey<Row>,
  series: readonly ChartSeries<Row>[],
  highlight?: (row: Row) => boolean,
): CategoryPlot {
  const plotSeries = series.map(({ label }, index): PlotSeries => ({ dataKey: `s${index}`, label, color: seriesColor(index) }));
  const points = rows.map((row): PlotPoint => {
    const point: PlotPoint = { category: String(row[category]), highlighted: highlight?.(row) ?? false };
    series.forEach(({ key }, index) => (point[`s${index}`] = Number(row[key])));
    return point;
  });
  return { points, series: plotSeries };
}

/** The same rows as a table: a row per category, a column per series, values formatted as the chart shows them. */
export function categoryTable<Row extends object>(
  rows: readonly Row[],
  category: LabelKey<Row>,
  categoryLabel: string,
  series: readonly ChartSeries<Row>[],
  formatValue: (value: number) => string,
): ChartTable {
  return {
    rowHeading: categoryLabel,
    columns: series.map(({ label }) => label),
    rows: rows.map((row, index) => ({
      key: `${index}`,
      header: String(row[category]),
      cells: series.map(({ key }) => formatValue(Number(row[key]))),
    })),
  };
}
