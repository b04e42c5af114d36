/** The keys of a row whose values are numbers: what a series can plot. */
export type NumberKey<Row> = { [K in keyof Row]-?: Row[K] extends number ? K : never }[keyof Row] & string;

/** The keys of a row whose values are strings: what can name a category. */
export type LabelKey<Row> = { [K in keyof Row]-?: Row[K] extends string ? K : never }[keyof Row] & string;

/** One plotted quantity: a column of the rows, and what the legend and the data table call it. */
export interface ChartSeries<Row> {
  key: NumberKey<Row>;
  label: string;
}

/** What every chart takes. */
export interface ChartBaseProps {
  /** Shown above the chart and used as the data table's caption. */
  title: string;
  /** What a screen reader hears for the picture; by default the kind of chart and how much data the table holds. */
  summary?: string;
  /** In px; the width follows the container. */
  height?: number;
  /** How a value reads in the table, the tooltip and labels (default: grouped digits, at most 2 decimals). */
  formatValue?: (value: number) => string;
}

/** One row of the data table that stands in for a chart: a header cell and one cell per column. */
export interface ChartTableRow {
  key: string;
  header: string;
  cells: string[];
}

/** The data table of a chart, built from the same data as the picture. */
export interface ChartTable {
  /** The first column's heading (what the rows are). */
  rowHeading: string;
  columns: string[];
  rows: ChartTableRow[];
}
