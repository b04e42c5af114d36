import { defineCall, Type } from '@lms/sdk/calls';
import { newRequestSchema } from '../schemas/adoptionBodies.ts';
import { AdoptionRequestSchema } from '../schemas/adoptionTypes.ts';

/** Instructors' side of adoption requests. */

export const requestCourse = defineCall({
  method: 'POST',
  path: 'adoptions/requests',
  summary: 'Asks for a copy of a catalog course to teach (course name and number, start date, expected enrollment).',
  body: newRequestSchema,
  answer: AdoptionRequestSchema,
});

export const getOwnRequests = defineCall({
  method: 'GET',
  path: 'adoptions/requests/mine',
  summary: 'The caller’s own adoption requests, newest first.',
  answer: Type.Object({ requests: Type.Array(AdoptionRequestSchema) }),
});
