import { withContrast } from './color.ts';
import type { Theme } from './theme.ts';

/** Charts sit on white cards. */
const CHART_BACKGROUND = '#ffffff';

/** WCAG 2.1 SC 1.4.11: bars, lines and slices need 3:1 against what they sit on. */
export const GRAPHIC_CONTRAST = 3;

/** After the theme's own two colours, hues far from each other (blue, amber, violet, green) for further series. */
const FURTHER_SERIES = ['#3f5fa8', '#a35c00', '#7048a8', '#2e7d32'];

/**
 * The colours of a chart's series, in order: the theme's primary and
 * secondary first, so a white-labelled theme recolours every chart, each
 * darkened (or lightened) just enough to reach 3:1 on the chart's background.
 */
export function chartSeriesColors(theme: Theme): string[] {
  return [theme.primary, theme.secondary, ...FURTHER_SERIES].map((color) => withContrast(color, CHART_BACKGROUND, GRAPHIC_CONTRAST));
}

/** The series colours as `--lms-chart-1` ... `--lms-chart-6`. */
export function chartColorVariables(theme: Theme): Record<string, string> {
  return Object.fromEntries(chartSeriesColors(theme).map((color, index) => [`--lms-chart-${index + 1}`, color]));
}
