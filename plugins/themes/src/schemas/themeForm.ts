import { isHexColor, type Theme } from '@lms/theme-kit';
import type { ThemeWrite } from './themeBodies.ts';

/** Part 3 §3: an edit with an error is never saved. */
export const FIX_ERRORS_MESSAGE = 'Please fix all errors before saving changes';
/** Part 3 §5 Themes. */
export const TERM_TAG_REQUIRED = 'A term tag is required.';
export const TERM_DATES_ORDER = 'A term ends on or after its start date.';
export const STUDENT_FIELD_LINE = 'One field a line, as field: Label (the field in lower case, letters and _).';

const STUDENT_FIELD = /^[a-z_]{1,40}$/;

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
  for (const [field, label] of Object.entries(settings.student_fields)) {
    if (!STUDENT_FIELD.test(field) || !label.trim()) errors['settings.student_fields'] = STUDENT_FIELD_LINE;
  }
  settings.term_tags.forEach((term, index) => {
    if (!term.value.trim()) errors[`settings.term_tags.${index}.value`] = TERM_TAG_REQUIRED;
    if (term.start_date && term.end_date && term.end_date < term.start_date) errors[`settings.term_tags.${index}.end_date`] = TERM_DATES_ORDER;
  });
  return errors;
}

/** Where each error of `themeFormErrors` stands in the body (and so in the editor's form). */
const FIELD_PATHS: Record<string, string> = { logo_url: 'settings.logo.url', advanced_horizontal_width: 'theme.advanced_horizontal_width' };
const fieldPath = (key: string): string =>
  FIELD_PATHS[key] ?? (key.includes('.') ? key : (COLOUR_KEYS as readonly string[]).includes(key) ? `theme.${key}` : `settings.${key}`);

/** The same errors as the editor's form rule: at their body paths ("settings.title", "theme.primary"). */
export function themeFormProblems(edit: ThemeWrite): { field: string; message: string }[] {
  return Object.entries(themeFormErrors(edit)).map(([key, message]) => ({ field: fieldPath(key), message }));
}
