import { Type } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { itemId } from './contentFields.ts';

/** One person as the spec's get_users answers them: names and picture only. */
export const LookedUpUserSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  thumbnail_url: Type.Union([Type.String(), Type.Null()]),
});

/** Part 2 §7 "Boards": the names of the authors a board or its realtime counts show. */
export const getUsers = defineCall({
  method: 'POST',
  path: 'get_users/',
  summary: 'Names and pictures of these users (the payload is the list of ids), as far as the caller shares a course with them (administrators: anyone).',
  body: Type.Array(itemId(), { maxItems: 500, errorMessage: { maxItems: 'At most 500 users at once.' } }),
  answer: Type.Array(LookedUpUserSchema),
});
