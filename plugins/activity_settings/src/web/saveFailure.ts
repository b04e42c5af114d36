import { ApiError } from '@lms/sdk/web';
import { SETTINGS_MESSAGES } from './settingsMessages.ts';

/** Messages at cells: by row id, then by field. */
export type RowErrors = ReadonlyMap<string, Readonly<Record<string, string>>>;

/** Part 3 §8: 'Error: ' plus the server's error, else its status text, else 'Please verify the entered values.'. */
export function failureText(error: unknown): string {
  const text = error instanceof Error ? error.message.trim() : '';
  return `Error: ${text === '' ? SETTINGS_MESSAGES.verify : text}`;
}

const ROW_PATH = /^\/?(?:changes|who)\/(\d+)(?:\/([a-z_]+))?/;
const WHICH_PATH = /^\/?which\/([a-z_]+)/;

export interface PlacedErrors {
  /** Messages of the rows sent (`changes/<i>/<field>`, or `who/<i>/<field>` for a bulk edit), at the row's cell. */
  rows: RowErrors;
  /** A bulk edit's messages about a value it gave (`which/<field>`). */
  which: Readonly<Record<string, string>>;
}

/** Puts a refused save's field messages where they belong: `sent[i]` is the row id of `changes[i]` (or `who[i]`). */
export function placeErrors(error: unknown, sent: readonly string[]): PlacedErrors {
  const rows = new Map<string, Record<string, string>>();
  const which: Record<string, string> = {};
  if (!(error instanceof ApiError)) return { rows, which };
  for (const { field, message } of error.fields) {
    const rowMatch = ROW_PATH.exec(field);
    const rowId = rowMatch ? sent[Number(rowMatch[1])] : undefined;
    if (rowMatch && rowId !== undefined) {
      const key = rowMatch[2] ?? 'row';
      rows.set(rowId, { ...rows.get(rowId), [key]: rows.get(rowId)?.[key] ?? message });
      continue;
    }
    const whichMatch = WHICH_PATH.exec(field);
    if (whichMatch) which[whichMatch[1]!] ??= message;
  }
  return { rows, which };
}
