import { defineCall, Type, type Static } from '@lms/sdk/calls';

/**
 * The spec's e-reader calls (part 2 §7 "Content", part 3 §7 "Dashboard"),
 * whose external book viewer is our own reader here: the address of the
 * component screen showing a course's e_reader component on its own.
 */

const CourseBookSchema = Type.Object({
  component_id: Type.String(),
  lesson_id: Type.String(),
  page_id: Type.String(),
  hash_id: Type.String(),
  title: Type.String(),
  format: Type.Union([Type.Literal('epub'), Type.Literal('pdf')]),
  viewer_url: Type.String(),
});
export type CourseBook = Static<typeof CourseBookSchema>;

export const listCourseBooks = defineCall({
  method: 'GET',
  path: 'ereader/redshelf/:courseId',
  summary: "The course's books the caller may read (its e_reader components with a book, in course order), each with the viewer_url of our reader.",
  answer: Type.Object({ books: Type.Array(CourseBookSchema) }),
});

/** `:hash` and `:initialBookPage`, not `...Id`: the kernel takes every "...Id" parameter for a 24-hex id. */
export const getBookViewer = defineCall({
  method: 'GET',
  path: 'ereader/redshelf/:courseId/:hash/:initialBookPage',
  summary: "{viewer_url}: our reader of the course's book with this content hash, opening at chapter initialBookPage (0-based; an EPUB's, a PDF opens at its start).",
  answer: Type.Object({ viewer_url: Type.String() }),
});
