import { defineCall, NoAnswer, Type } from '@lms/sdk/calls';
import { listCourseSchema } from '../schemas/adoptionBodies.ts';
import { CatalogEntrySchema } from '../schemas/adoptionTypes.ts';

/** Part 3 §1 "Catalog": the courses instructors adopt from. */

export const getCatalog = defineCall({
  method: 'GET',
  path: 'adoptions/catalog',
  summary: 'The courses listed for adoption, each with the caller’s own latest request for it.',
  answer: Type.Object({ courses: Type.Array(CatalogEntrySchema) }),
});

export const listCourse = defineCall({
  method: 'POST',
  path: 'adoptions/catalog/:courseId',
  summary: 'Lists a course for adoption (201), or changes its description.',
  body: listCourseSchema,
  answer: CatalogEntrySchema,
});

export const unlistCourse = defineCall({
  method: 'DELETE',
  path: 'adoptions/catalog/:courseId',
  summary: 'Takes a course off the adoption catalog; its requests stay to be decided.',
  answer: NoAnswer,
});
