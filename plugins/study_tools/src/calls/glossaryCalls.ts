import { defineCall, NoAnswer, Type, type Static } from '@lms/sdk/calls';

export const TERM_MAX_LENGTH = 200;
export const DEFINITION_MAX_LENGTH = 2000;
export const TERM_REQUIRED = 'Please enter a term.';
export const TERM_TOO_LONG = `A term is at most ${TERM_MAX_LENGTH} characters.`;
export const DEFINITION_REQUIRED = 'Please enter a definition.';
export const DEFINITION_TOO_LONG = `A definition is at most ${DEFINITION_MAX_LENGTH.toLocaleString('en-US')} characters.`;
export const TERM_TAKEN = 'This term is already in the glossary.';

export const GlossaryTermSchema = Type.Object({ _id: Type.String(), term: Type.String(), definition: Type.String() });
export type GlossaryTerm = Static<typeof GlossaryTermSchema>;

/**
 * The course's glossary as the caller may read it: `enabled` is the course's
 * hasGlossary flag; students get no terms while it is off, editors always do
 * (to prepare it); `can_edit` says whether the caller may change it.
 */
export const GlossarySchema = Type.Object({ enabled: Type.Boolean(), can_edit: Type.Boolean(), terms: Type.Array(GlossaryTermSchema) });
export type Glossary = Static<typeof GlossarySchema>;

export const GlossaryEntryBodySchema = Type.Object(
  {
    term: Type.String({ titleText: true, minLength: 1, maxLength: TERM_MAX_LENGTH, pattern: '\\S', errorMessage: { minLength: TERM_REQUIRED, pattern: TERM_REQUIRED, maxLength: TERM_TOO_LONG, type: TERM_REQUIRED } }),
    definition: Type.String({ minLength: 1, maxLength: DEFINITION_MAX_LENGTH, pattern: '\\S', errorMessage: { minLength: DEFINITION_REQUIRED, pattern: DEFINITION_REQUIRED, maxLength: DEFINITION_TOO_LONG, type: DEFINITION_REQUIRED } }),
  },
  { additionalProperties: false, errorMessage: { required: { term: TERM_REQUIRED, definition: DEFINITION_REQUIRED } } },
);
export type GlossaryEntryBody = Static<typeof GlossaryEntryBodySchema>;

export const getGlossary = defineCall({
  method: 'GET',
  path: 'study-tools/glossary/:courseId/',
  summary: "The course's glossary terms, alphabetical, with whether it is on and whether the caller may edit it.",
  answer: GlossarySchema,
});

export const addGlossaryTerm = defineCall({
  method: 'POST',
  path: 'study-tools/glossary/:courseId/',
  summary: 'Adds a term and its definition to the course glossary.',
  body: GlossaryEntryBodySchema,
  answer: GlossaryTermSchema,
});

export const updateGlossaryTerm = defineCall({
  method: 'PUT',
  path: 'study-tools/glossary/:courseId/:termId/',
  summary: 'Changes a glossary term or its definition.',
  body: GlossaryEntryBodySchema,
  answer: GlossaryTermSchema,
});

export const removeGlossaryTerm = defineCall({
  method: 'DELETE',
  path: 'study-tools/glossary/:courseId/:termId/',
  summary: 'Removes a term from the course glossary.',
  answer: NoAnswer,
});
