import type { FieldErrors } from '../fieldErrors.ts';

/** What every type's content editor gets: its content as the form holds it and the last save's messages. */
export interface ContentEditorProps<C> {
  content: C;
  onChange(content: C): void;
  /** Keyed by path, "content/..." for the content's own fields. */
  errors: FieldErrors;
}
