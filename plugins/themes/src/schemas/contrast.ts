import { contrastRatio, isHexColor, type Theme } from '@lms/theme-kit';

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** The theme's text colours and the backgrounds they are shown on. */
const PAIRS: ReadonlyArray<{ text: keyof Theme; on: keyof Theme; label: string }> = [
  { text: 'primary_text', on: 'primary', label: 'Primary text on the primary colour' },
  { text: 'header_fg', on: 'header_bg', label: 'Header text on the header background' },
  { text: 'header_link_color', on: 'header_bg', label: 'Header links on the header background' },
  { text: 'nav_panel_fg', on: 'nav_panel_bg', label: 'Navigation text on the navigation background' },
];

/** One warning per pair under WCAG AA (4.5:1); pairs with an unfinished colour are skipped. */
export function contrastWarnings(theme: Theme): string[] {
  return PAIRS.flatMap(({ text, on, label }) => {
    const a = theme[text];
    const b = theme[on];
    if (!isHexColor(a) || !isHexColor(b)) return [];
    const ratio = contrastRatio(a, b);
    return ratio < MIN_CONTRAST ? [`${label}: contrast ${ratio.toFixed(2)}:1 is below ${MIN_CONTRAST}:1.`] : [];
  });
}
