import { chartColorVariables } from './chartColors.ts';
import { contrastRatio, textOn, withContrast, mix } from './color.ts';
import type { Theme } from './theme.ts';

const PAGE_BACKGROUND = '#ffffff';

/**
 * The theme as CSS custom properties. Colours used for text are nudged until
 * they reach 4.5:1 on their background, so a publisher's palette never breaks
 * WCAG 2.1 AA: the default teal (#55bab7) is too light for text on white.
 */
export function themeToCssVariables(theme: Theme): Record<string, string> {
  const primaryText = contrastRatio(theme.primary_text, theme.primary) >= 4.5 ? theme.primary_text : textOn(theme.primary);
  const secondaryText = textOn(theme.secondary);
  const primarySoft = mix(theme.primary, PAGE_BACKGROUND, 0.85);
  return {
    '--lms-primary': theme.primary,
    '--lms-primary-text': primaryText,
    '--lms-primary-soft': primarySoft,
    // Strong text sits on white and on the soft tint (selected and hovered controls): it must read on both.
    '--lms-primary-strong': withContrast(theme.primary, primarySoft),
    '--lms-secondary': theme.secondary,
    '--lms-secondary-text': secondaryText,
    '--lms-secondary-strong': withContrast(theme.secondary, PAGE_BACKGROUND),
    '--lms-nav-bg': theme.nav_panel_bg,
    '--lms-nav-fg': withContrast(theme.nav_panel_fg, theme.nav_panel_bg),
    '--lms-header-bg': theme.header_bg,
    '--lms-header-fg': withContrast(theme.header_fg, theme.header_bg),
    '--lms-header-link': withContrast(theme.header_link_color, theme.header_bg),
    '--lms-font': theme.font,
    '--lms-advanced-horizontal-width': theme.advanced_horizontal_width,
    ...chartColorVariables(theme),
  };
}

/** The variables as a `:root { ... }` rule. */
export function themeToCss(theme: Theme): string {
  const body = Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `:root {\n${body}\n}\n`;
}
