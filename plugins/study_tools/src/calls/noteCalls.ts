import { defineCall, Type, type Static } from '@lms/sdk/calls';

/** The longest note: enough for pages of writing, small enough to autosave whole. */
export const NOTE_MAX_LENGTH = 20_000;
export const NOTE_TOO_LONG = `A note is at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`;

/** The caller's note on a page: empty text and a null date when there is none. */
export const PageNoteSchema = Type.Object({ text: Type.String(), updated_at: Type.Union([Type.String(), Type.Null()]) });
export type PageNote = Static<typeof PageNoteSchema>;

/** One of the caller's notes, with the page it is on (for the notes screen's links). */
export const ListedNoteSchema = Type.Object({
  lesson_id: Type.String(),
  page_id: Type.String(),
  lesson_title: Type.String(),
  page_title: Type.String(),
  text: Type.String(),
  updated_at: Type.String(),
});
export type ListedNote = Static<typeof ListedNoteSchema>;

const PAGE_NOTE_PATH = 'study-tools/notes/:courseId/:lessonId/:pageId/';

export const getPageNote = defineCall({
  method: 'GET',
  path: PAGE_NOTE_PATH,
  summary: "The caller's note on a page they may see.",
  answer: PageNoteSchema,
});

export const SaveNoteBodySchema = Type.Object(
  { text: Type.String({ maxLength: NOTE_MAX_LENGTH, errorMessage: { maxLength: NOTE_TOO_LONG, type: 'A note is text.' } }) },
  { additionalProperties: false, errorMessage: { required: { text: 'A note is text.' } } },
);

export const savePageNote = defineCall({
  method: 'PUT',
  path: PAGE_NOTE_PATH,
  summary: "Saves the caller's note on a page they may see (blank text removes it).",
  body: SaveNoteBodySchema,
  answer: PageNoteSchema,
});

export const listNotes = defineCall({
  method: 'GET',
  path: 'study-tools/notes/:courseId/',
  summary: "The caller's notes in the course, on the pages they may still see, in course order.",
  answer: Type.Object({ notes: Type.Array(ListedNoteSchema) }),
});
