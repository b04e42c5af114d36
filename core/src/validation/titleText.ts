import type { FuncKeywordDefinition } from 'ajv';

// Bidi embeddings and overrides (U+202A–202E) and isolates (U+2066–2069) reorder
// the text around them (a name can read as another, "exe.txt" as "txt.exe");
// zero-width spaces and joiners (U+200B–200D, U+2060, U+FEFF) make two names that
// look the same differ. Neither belongs in a title or a name.
const INVISIBLE_CONTROLS = /[\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;

/** A title or name as the product stores it: NFC, without bidi controls or zero-width characters. */
export function cleanTitleText(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE_CONTROLS, '');
}

/**
 * The `titleText: true` schema keyword: marks a string field as a title or a
 * name (shown as one line of plain text: course, lesson and page titles, user
 * names, tags, bundle names ...). The validator rewrites the value with
 * `cleanTitleText` before the length and pattern checks run, so a title made
 * only of invisible characters reads as empty. Plugins get it by declaring it.
 */
export const titleTextKeyword: FuncKeywordDefinition = {
  keyword: 'titleText',
  type: 'string',
  schemaType: 'boolean',
  modifying: true,
  // Before the string group's first check, so maxLength, minLength and pattern see the cleaned value.
  before: 'maxLength',
  errors: false,
  validate(enabled: boolean, data: string, _schema, context) {
    if (enabled && context && context.parentData !== undefined) {
      (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = cleanTitleText(data);
    }
    return true;
  },
};
