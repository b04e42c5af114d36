import { Type } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { itemId } from './contentFields.ts';

/**
 * Part 2 §7 "Boards": POST firebase_token/ {course_id}: a token for the realtime
 * store. Ours is the socket.io connection: the token opens it as the caller's
 * session (socket.io `auth: {token}`) for five minutes, for a client that cannot
 * send the session cookie.
 */
export const issueRealtimeToken = defineCall({
  method: 'POST',
  path: 'firebase_token/',
  summary: "A five-minute token that opens the realtime connection as the caller's session (socket.io auth.token), for a course the caller may view.",
  body: Type.Object({ course_id: itemId() }, { errorMessage: { required: { course_id: 'Please name the course.' } } }),
  answer: Type.Object({ token: Type.String(), expires_at: Type.String() }),
});
