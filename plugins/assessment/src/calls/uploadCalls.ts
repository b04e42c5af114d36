import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { enumOf } from '../schemas/enumOf.ts';
import { MANUAL_ITEM_TYPES } from '../schemas/itemTypes.ts';

/**
 * Upload feedback (issue 26 item 3; part 3 §6, §4 "Upload feedback: the session
 * is resume for students and review for professors"): the answers students
 * upload (files, recordings, long texts) and a professor's feedback on each.
 */

export const MAX_FEEDBACK = 5000;

const FeedbackSchema = Type.Object({ text: Type.String(), by: Type.String(), at: Type.String() });

/** One uploaded answer of a submitted attempt. */
export const UploadSchema = Type.Object({
  session_id: Type.String(),
  component_id: Type.String(),
  assessment_title: Type.String(),
  user: Type.Object({ _id: Type.String(), name: Type.String() }),
  item_id: Type.String(),
  item_title: Type.String(),
  type: enumOf(MANUAL_ITEM_TYPES),
  /** The text, or the media id of the file or recording. */
  response: Type.String(),
  submitted_at: Type.String(),
  feedback: Type.Union([FeedbackSchema, Type.Null()]),
});
export type ApiUpload = Static<typeof UploadSchema>;

export const listUploads = defineCall({
  method: 'GET',
  path: 'assessment/uploads/:courseId/',
  summary: "The uploaded answers of the course's submitted attempts, newest first, with their feedback: every student's for professors (?user= one student's), the caller's own for a student.",
  query: Type.Object({ user: Type.Optional(Type.String({ pattern: ID_PATTERN })) }, { additionalProperties: false }),
  answer: Type.Object({ uploads: Type.Array(UploadSchema) }),
});

export const getSessionFeedback = defineCall({
  method: 'GET',
  path: 'assessment/feedback/:sessionId/:mode',
  summary: "One attempt's uploaded answers with their feedback (the spec's path): mode 1 resumes the student's own session, 0 reviews it as a professor of its course.",
  answer: Type.Object({ session_id: Type.String(), mode: Type.Union([Type.Literal('resume'), Type.Literal('review')]), uploads: Type.Array(UploadSchema) }),
});

export const saveUploadFeedback = defineCall({
  method: 'PUT',
  path: 'assessment/feedback/:sessionId/:itemId',
  summary: 'Professors: the feedback on one uploaded answer of a submitted attempt (an empty text removes it); answers the upload.',
  body: Type.Object({ feedback: Type.String({ maxLength: MAX_FEEDBACK, errorMessage: { maxLength: `Feedback is at most ${MAX_FEEDBACK} characters.` } }) }, { additionalProperties: false }),
  answer: UploadSchema,
});
