import { chartSeriesColors, DEFAULT_THEME } from '@lms/theme-kit';

const DEFAULT_COLORS = chartSeriesColors(DEFAULT_THEME);

/**
 * The fill of the series at `index`: the theme's `--lms-chart-N` custom
 * property (theme-kit sets it from the installation's theme, at 3:1 contrast),
 * falling back to the default theme's colour. Colours repeat after the sixth.
 */
export function seriesColor(index: number): string {
  const slot = index % DEFAULT_COLORS.length;
  return `var(--lms-chart-${slot + 1}, ${DEFAULT_COLORS[slot]})`;
}

/** Grid lines, axes and the empty part of a gauge. */
export const CHART_GRID_COLOR = 'var(--lms-border, #dde4e4)';
export const CHART_AXIS_TEXT_COLOR = 'var(--lms-text-soft, #4b5a5a)';
/** The white gap between touching bars and slices, so neighbours never rely on telling two colours apart. */
export const CHART_SEPARATOR_COLOR = '#ffffff';
/** Tooltip entries are text: Recharts would write them in the series colour, sure of only 3:1. */
export const TOOLTIP_ITEM_STYLE = { color: 'var(--lms-text, #1d2a2a)' };
