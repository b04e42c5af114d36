import { DEFINITION_MAX_LENGTH, DEFINITION_REQUIRED, DEFINITION_TOO_LONG, TERM_MAX_LENGTH, TERM_REQUIRED, TERM_TOO_LONG, type GlossaryEntryBody } from './glossaryCalls.ts';

/** The glossary entry form's rule: the same messages the server's schema answers. */
export function validateGlossaryEntry({ term, definition }: GlossaryEntryBody): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (term.trim() === '') problems.push({ field: 'term', message: TERM_REQUIRED });
  else if (term.length > TERM_MAX_LENGTH) problems.push({ field: 'term', message: TERM_TOO_LONG });
  if (definition.trim() === '') problems.push({ field: 'definition', message: DEFINITION_REQUIRED });
  else if (definition.length > DEFINITION_MAX_LENGTH) problems.push({ field: 'definition', message: DEFINITION_TOO_LONG });
  return problems;
}
