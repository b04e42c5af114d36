import { parseEnteredDate } from '@lms/contract/rules';
import { TITLE_REQUIRED } from '../authoring/authoringMessages.ts';
import { ALL_SETTING_FIELDS, type SettingField } from './courseSettingsFields.ts';
import type { CourseSettingsBody } from '@lms/sdk/calls';
import type { CourseSettings } from './courseSettingsTypes.ts';
import { imageUrlProblem } from './courseImageRules.ts';

/** What the form holds: text as typed, flags as booleans, keyed by the field's path. */
export type SettingValues = Readonly<Record<string, string | boolean>>;

/** The server's own messages for the same rules (docs/api.md CourseSettings). */
export const SCORE_MESSAGE = 'The score cut-off is a number from 0 to 100.';
export const NO_INSTRUCTOR = 'A course needs at least one instructor.';

/** A staff list as the form holds it (one id per line) and as the picker and the body take it. */
export const staffIds = (text: string | boolean | undefined): string[] => (typeof text === 'string' ? text.split(/\s+/).filter(Boolean) : []);
export const staffText = (ids: readonly string[]): string => ids.join('\n');

function read(settings: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), settings);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date as the author types it: mm/dd/yyyy hh:mm, local time. */
export function formatEnteredDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function valueOf(field: SettingField, raw: unknown): string | boolean {
  switch (field.kind) {
    case 'flag':
      return raw === true;
    case 'date':
      return formatEnteredDate(typeof raw === 'string' ? raw : null);
    case 'score':
      return raw === undefined || raw === null ? '60' : String(raw);
    case 'list':
      return Array.isArray(raw) ? raw.join(', ') : '';
    case 'staff':
      return Array.isArray(raw) ? raw.join('\n') : '';
    case 'select':
      return typeof raw === 'string' ? raw : (field.options?.[0]?.value ?? '');
    default:
      return typeof raw === 'string' ? raw : '';
  }
}

export function valuesOf(settings: CourseSettings): SettingValues {
  return Object.fromEntries(ALL_SETTING_FIELDS.map((field) => [field.key, valueOf(field, read(settings, field.key))]));
}

/** The values as the kit's form holds them: a dotted key ('professors_info.location') is a nested field. */
export type NestedSettingValues = Record<string, unknown>;

export function nestedValues(values: SettingValues): NestedSettingValues {
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) setPath(nested, key, value);
  return nested;
}

/** The form's nested values, keyed by the fields' paths again. */
export function flatValues(nested: NestedSettingValues): SettingValues {
  return Object.fromEntries(ALL_SETTING_FIELDS.map((field) => [field.key, read(nested, field.key) as string | boolean]));
}

type Converted = { ok: true; value: unknown } | { ok: false; message: string };

function convert(field: SettingField, value: string | boolean): Converted {
  if (typeof value === 'boolean') return { ok: true, value };
  const text = value.trim();
  switch (field.kind) {
    case 'date': {
      const parsed = parseEnteredDate(text);
      return parsed.ok ? { ok: true, value: parsed.date?.toISOString() ?? null } : parsed;
    }
    case 'score': {
      const score = Number(text);
      return text !== '' && Number.isFinite(score) && score >= 0 && score <= 100 ? { ok: true, value: score } : { ok: false, message: SCORE_MESSAGE };
    }
    case 'list':
      return { ok: true, value: text.split(',').map((tag) => tag.trim()).filter(Boolean) };
    case 'staff': {
      const ids = staffIds(text);
      return field.key === 'professors' && ids.length === 0 ? { ok: false, message: NO_INSTRUCTOR } : { ok: true, value: ids };
    }
    case 'image': {
      const problem = text === '' ? undefined : imageUrlProblem(text);
      return problem ? { ok: false, message: problem } : { ok: true, value: text === '' ? null : text };
    }
    default:
      if (field.key === 'title' && text === '') return { ok: false, message: TITLE_REQUIRED };
      return { ok: true, value: text === '' ? null : text };
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop()!;
  let node = target;
  for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
  node[last] = value;
}

function converted(values: SettingValues): { body: Record<string, unknown>; errors: Record<string, string> } {
  const body: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of ALL_SETTING_FIELDS) {
    const result = convert(field, values[field.key] ?? '');
    if (result.ok) setPath(body, field.key, result.value);
    else errors[field.key] = result.message;
  }
  return { body, errors };
}

/**
 * Part 2 §5 Files "Course dates": a start later than the end pushes the end to
 * one year after the start. Answers the values with the end moved, if it had to.
 */
export function withEndAfterStart(values: SettingValues): SettingValues {
  const start = parseEnteredDate(String(values.startDate ?? ''));
  const end = parseEnteredDate(String(values.end_date ?? ''));
  if (!start.ok || !end.ok || !start.date || !end.date || start.date <= end.date) return values;
  const pushed = new Date(start.date);
  pushed.setFullYear(pushed.getFullYear() + 1);
  return { ...values, end_date: formatEnteredDate(pushed.toISOString()) };
}

export type SettingsPayload = { ok: true; payload: CourseSettingsBody } | { ok: false; errors: Record<string, string> };

/** PUT collection/courses/'s body: only the top-level fields that changed (so untouched fields are never rewritten). */
export function settingsPayload(values: SettingValues, initial: SettingValues): SettingsPayload {
  const now = converted(values);
  if (Object.keys(now.errors).length > 0) return { ok: false, errors: now.errors };
  const before = converted(initial).body;
  const payload = Object.fromEntries(Object.entries(now.body).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])));
  // Its fields are those of SETTING_GROUPS, the body's own; the server validates each value.
  return { ok: true, payload: payload as CourseSettingsBody };
}
