import { LmsError, type FieldError } from '@lms/contract/errors/LmsError.ts';
import type { ActivitySettingField, ActivitySettingsHooks } from '@lms/contract/activitySettings.ts';

/**
 * A save rule's error on a config (`config/<path>`) as the list shows it:
 * `changes/<i>/<field>` for the settings field it belongs to, else the row's
 * `changes/<i>`; the type's own message as it is.
 */
export function rowFieldError(index: number, error: FieldError, hooks: ActivitySettingsHooks<Record<string, unknown>>): FieldError {
  const path = error.field?.startsWith('config/') ? error.field.slice('config/'.length) : '';
  const first = path.split('/')[0] ?? '';
  const field: ActivitySettingField | null =
    hooks.fieldOf?.(path) ?? ((hooks.fields as readonly string[]).includes(first) ? (first as ActivitySettingField) : null);
  return { field: field ? `changes/${index}/${field}` : `changes/${index}`, message: error.message };
}

/** The field errors of a validation failure, or the error itself to rethrow. */
export function validationFields(error: unknown): FieldError[] {
  if (error instanceof LmsError && error.errno === 'validation-failed') return error.fields ?? [{ field: '', message: error.message }];
  throw error;
}
