import type { ItemType } from '../../../schemas/itemTypes.ts';

/**
 * A type's content as its editor holds it: the API's content, except that
 * numbers are kept as typed (text) until saved, so a half-typed number is
 * never lost or silently changed; the server says what is wrong with it.
 */
export type ContentForm = Record<string, unknown>;

/** The numeric fields of each type, and whether the type needs them. */
const NUMBER_FIELDS: Partial<Record<ItemType, { field: string; required: boolean }[]>> = {
  numeric: [
    { field: 'answer', required: true },
    { field: 'tolerance', required: false },
    { field: 'tolerance_percent', required: false },
  ],
  longtext: [{ field: 'max_length', required: false }],
  longtextV2: [{ field: 'max_length', required: false }],
  plaintext: [{ field: 'max_length', required: false }],
  audio: [{ field: 'max_seconds', required: false }],
  video: [{ field: 'max_seconds', required: false }],
};

/** A typed number as the API takes it (a decimal comma accepted); what is no number stays text for the server to refuse with its message. */
export function numberOrText(text: string): number | string {
  const written = text.trim().replace(/^(-?\d*),(\d+)$/, '$1.$2');
  return written !== '' && Number.isFinite(Number(written)) ? Number(written) : text;
}

/** The API content of a form's content: numbers read, empty optional numbers (and no chosen extension) left out. */
export function contentFromForm(type: ItemType, content: ContentForm): Record<string, unknown> {
  const result = { ...content };
  for (const { field, required } of NUMBER_FIELDS[type] ?? []) {
    const text = String(content[field] ?? '');
    if (text.trim() === '' && !required) delete result[field];
    else result[field] = numberOrText(text);
  }
  if (type === 'fileupload' && (content.extensions as string[] | undefined)?.length === 0) delete result.extensions;
  return result;
}

/** A saved content as its editor holds it. */
export function contentToForm(type: ItemType, content: Record<string, unknown>): ContentForm {
  const result: ContentForm = { ...content };
  for (const { field } of NUMBER_FIELDS[type] ?? []) result[field] = content[field] === undefined ? '' : String(content[field]);
  if (type === 'fileupload') result.extensions = content.extensions ?? [];
  return result;
}

/** The first unused id of the form `${prefix}${n}`. */
export function freshId(prefix: string, taken: readonly string[]): string {
  for (let n = 1; ; n++) if (!taken.includes(`${prefix}${n}`)) return `${prefix}${n}`;
}

const blankChoices = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index + 1}`, text: '' }));

/** What a new Question of each type starts with: the least an author fills in. */
export function startingContent(type: ItemType): ContentForm {
  switch (type) {
    case 'single_choice':
      return { choices: blankChoices('c', 2), correct: '' };
    case 'multiple_response':
      return { choices: blankChoices('c', 2), correct: [] };
    case 'true_false':
      return { correct: true };
    case 'short_text':
      return { answers: [''], case_sensitive: false };
    case 'fill_blanks':
      return { template: '', blanks: [] };
    case 'ordering':
      return { entries: blankChoices('e', 2) };
    case 'matching':
      return { prompts: blankChoices('p', 2).map((prompt) => ({ ...prompt, match: '' })), options: blankChoices('o', 2) };
    default:
      return contentToForm(type, {});
  }
}
