const DEFAULT_FORMAT = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** Grouped digits, at most two decimals: the value format when a chart is given none. */
export function defaultFormatValue(value: number): string {
  return DEFAULT_FORMAT.format(value);
}

/** What a screen reader hears for the picture when the author gives no summary. */
export function defaultSummary(kind: string, title: string, rowCount: number, rowNoun: string): string {
  return `${kind}: ${title}, ${rowCount} ${rowNoun}. The table that follows lists the data.`;
}
