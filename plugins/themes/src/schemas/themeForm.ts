import { isHexColor, type Theme } from '@lms/theme-kit';
import type { ThemeWrite } from './themeBodies.ts';

/** Part 3 §3: an edit with an error is never saved. */
export const FIX_ERRORS_MESSAGE = 'Please fix all errors before saving changes';

export const COLOUR_KEYS = ['primary', 'primary_text', 'secondary', 'nav_panel_bg', 'nav_panel_fg', 'header_bg', 'header_fg', 'header_link_color'] as const satisfies ReadonlyArray<keyof Theme>;

const LINK = /^(https?:\/\/|\/)/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LENGTH = /^[0-9]{1,4}(px|rem|em|%)$/;

/** The field errors of an edit, by field name (the server's schema checks the same). */
export function themeFormErrors({ settings, theme }: ThemeWrite): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!settings.title.trim()) errors.title = 'A title is required.';
  if (!EMAIL.test(settings.mailto)) errors.mailto = 'Enter an email address.';
  for (const key of ['terms', 'privacy', 'refund_policy'] as const) {
    if (!LINK.test(settings[key])) errors[key] = 'A link starts with http://, https:// or /.';
  }
  if (settings.logo.url && !LINK.test(settings.logo.url)) errors.logo_url = 'A link starts with http://, https:// or /.';
  for (const key of COLOUR_KEYS) if (!isHexColor(theme[key])) errors[key] = 'A colour is # and 3 or 6 hex digits.';
  if (!LENGTH.test(theme.advanced_horizontal_width)) errors.advanced_horizontal_width = 'A length such as 240px, 15rem or 30%.';
  return errors;
}

/** Where each error of `themeFormErrors` stands in the body (and so in the editor's form). */
const FIELD_PATHS: Record<string, string> = { logo_url: 'settings.logo.url', advanced_horizontal_width: 'theme.advanced_horizontal_width' };
const fieldPath = (key: string): string => FIELD_PATHS[key] ?? ((COLOUR_KEYS as readonly string[]).includes(key) ? `theme.${key}` : `settings.${key}`);

/** The same errors as the editor's form rule: at their body paths ("settings.title", "theme.primary"). */
export function themeFormProblems(edit: ThemeWrite): { field: string; message: string }[] {
  return Object.entries(themeFormErrors(edit)).map(([key, message]) => ({ field: fieldPath(key), message }));
}
