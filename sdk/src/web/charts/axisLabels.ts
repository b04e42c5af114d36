/** Cuts a category label to `maxChars` with an ellipsis: the tooltip and the data table keep it whole. */
export function truncateLabel(label: string, maxChars: number): string {
  return label.length <= maxChars ? label : `${label.slice(0, maxChars - 1).trimEnd()}…`;
}

/** Width in px of the category axis of horizontal bars: about 7 px a character, up to 140 px so the bars keep room at 390 px. */
export const BAR_LABEL_WIDTH = 140;
export const BAR_LABEL_CHARS = 20;
/** Labels under columns share the width with their neighbours. */
export const COLUMN_LABEL_CHARS = 12;
