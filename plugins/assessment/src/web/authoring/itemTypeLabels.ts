import { ITEM_TYPES, type ItemType } from '../../schemas/itemTypes.ts';

/** How authoring names each Question type. */
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  single_choice: 'Single choice',
  multiple_response: 'Multiple response',
  true_false: 'True or false',
  short_text: 'Short text',
  numeric: 'Numeric',
  fill_blanks: 'Fill in the blanks',
  ordering: 'Ordering',
  matching: 'Matching',
  longtext: 'Long text (rich)',
  longtextV2: 'Long text (version 2)',
  plaintext: 'Plain text',
  audio: 'Audio recording',
  video: 'Video recording',
  fileupload: 'File upload',
  qti: 'QTI item',
};

export const isItemType = (value: string | null | undefined): value is ItemType => (ITEM_TYPES as readonly string[]).includes(value ?? '');
