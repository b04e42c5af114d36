import { defineCall, StreamAnswer, Type, type Static } from '@lms/sdk/calls';

/** Most content items one deep linking answer sends back. */
export const MAX_DEEP_LINK_ITEMS = 20;

export const PickableLessonSchema = Type.Object({ id: Type.String(), title: Type.String() });

/** A course the instructor may link, with its lessons (the activities a link may land in). */
export const PickableCourseSchema = Type.Object({ id: Type.String(), title: Type.String(), lessons: Type.Array(PickableLessonSchema) });
export type PickableCourse = Static<typeof PickableCourseSchema>;

export const DeepLinkRequestSchema = Type.Object({
  id: Type.String(),
  /** The platform (its issuer) that asked. */
  issuer: Type.String(),
  /** The platform takes several items (else exactly one). */
  accept_multiple: Type.Boolean(),
  expires_at: Type.String({ format: 'date-time' }),
  courses: Type.Array(PickableCourseSchema),
});
export type DeepLinkRequest = Static<typeof DeepLinkRequestSchema>;

/** One chosen item: a course, or one lesson of it. */
export const DeepLinkItemSchema = Type.Object({
  course_id: Type.String({ minLength: 1, maxLength: 24 }),
  lesson_id: Type.Optional(Type.String({ minLength: 1, maxLength: 24 })),
});
export type DeepLinkItem = Static<typeof DeepLinkItemSchema>;

export const deepLinkRequest = defineCall({
  method: 'GET',
  path: 'lti/deep-links/:requestId',
  summary: "A platform's deep linking request made by the caller's launch: what the picker offers (the courses the caller teaches and their lessons).",
  answer: DeepLinkRequestSchema,
});

export const chooseDeepLinks = defineCall({
  method: 'POST',
  path: 'lti/deep-links/:requestId',
  summary: 'Records the items the instructor chose for a deep linking request (once); the browser then opens `response_url`, which posts them to the platform.',
  body: Type.Object({ items: Type.Array(DeepLinkItemSchema, { minItems: 1, maxItems: MAX_DEEP_LINK_ITEMS }) }),
  answer: Type.Object({ response_url: Type.String() }),
});

export const deepLinkResponse = defineCall({
  method: 'GET',
  path: 'lti/deep-links/:requestId/response',
  summary: "A page that posts the signed LtiDeepLinkingResponse (form field JWT) to the platform's deep_link_return_url by itself.",
  answer: StreamAnswer,
});
