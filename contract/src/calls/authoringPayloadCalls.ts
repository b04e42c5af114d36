import { Type } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { clonePages, cloneLessons, createLesson, createPage, IdsSchema, NewLessonSchema, NewPageSchema, removeLessons, removePages } from './authoringCalls.ts';
import { itemId } from './contentFields.ts';

/**
 * Part 2 §7 "Content" at the spec's own paths, which name no course: the course
 * (and the lesson) travel in the payload as `course` and `lesson`, the names the
 * spec's audit_trail payload uses. Each answers what the call of ours beside it
 * answers (authoringCalls.ts, the course in the path), through the same handler;
 * the kernel decides the course permission on the payload's `course`
 * (RouteOptions.courseInBody) before it checks the rest of the payload.
 */

const inCourse = { course: itemId() };
const inLesson = { ...inCourse, lesson: itemId() };
const placeMessages = { course: 'Please name the course.', lesson: 'Please name the lesson.' };

export const createLessonInPayload = defineCall({
  method: 'POST',
  path: 'lessons/',
  summary: 'Creates a lesson at the end of the course named in the payload (the spec\'s path; as POST lessons/{courseId}/new/).',
  body: Type.Object({ ...inCourse, ...NewLessonSchema.properties }, { errorMessage: { required: { title: 'Please enter a title.', ...placeMessages } } }),
  answer: createLesson.answer,
});

export const createPageInPayload = defineCall({
  method: 'POST',
  path: 'pages/',
  summary: 'Creates a page at the end of the lesson named in the payload (the spec\'s path; as POST pages/{courseId}/{lessonId}/new/).',
  body: Type.Object({ ...inLesson, ...NewPageSchema.properties }, { errorMessage: { required: { title: 'Please enter a title.', ...placeMessages } } }),
  answer: createPage.answer,
});

export const cloneLessonsInPayload = defineCall({
  method: 'POST',
  path: 'clone/lessons/',
  summary: 'Copies lessons of the course named in the payload to its end (the spec\'s path; as POST clone/lessons/{courseId}/).',
  body: Type.Object({ ...inCourse, ...IdsSchema.properties }, { errorMessage: { required: placeMessages } }),
  answer: cloneLessons.answer,
});

export const clonePagesInPayload = defineCall({
  method: 'POST',
  path: 'clone/pages/',
  summary: 'Copies pages of the lesson named in the payload to its end (the spec\'s path; as POST clone/pages/{courseId}/{lessonId}/).',
  body: Type.Object({ ...inLesson, ...IdsSchema.properties }, { errorMessage: { required: placeMessages } }),
  answer: clonePages.answer,
});

export const removeLessonsInPayload = defineCall({
  method: 'POST',
  path: 'remove/lessons/',
  summary: 'Takes lessons out of the course named in the payload (the spec\'s path; as POST remove/lessons/{courseId}/).',
  body: Type.Object({ ...inCourse, ...IdsSchema.properties }, { errorMessage: { required: placeMessages } }),
  answer: removeLessons.answer,
});

export const removePagesInPayload = defineCall({
  method: 'POST',
  path: 'remove/pages/',
  summary: 'Takes pages out of the lesson named in the payload (the spec\'s path; as POST remove/pages/{courseId}/{lessonId}/).',
  body: Type.Object({ ...inLesson, ...IdsSchema.properties }, { errorMessage: { required: placeMessages } }),
  answer: removePages.answer,
});
