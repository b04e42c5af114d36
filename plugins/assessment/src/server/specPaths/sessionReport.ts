import { isId, LmsError, type CourseAccess, type Knex, type SessionUser } from '@lms/sdk';
import type { AttemptRecord, SessionReport } from '../../calls/specPathCalls.ts';
import { AttemptStore, ATTEMPTS_TABLE } from '../delivery/AttemptStore.ts';
import type { DeliveryService } from '../delivery/DeliveryService.ts';

export const SESSION_MESSAGES = {
  notOwn: 'You can only report your own session.',
  notRunning: 'This session is not your running attempt at this assessment.',
  notFound: 'Did not find this session.',
  badEncoding: 'b64 must be the base64 of the session as JSON: activity_id, session_id, user_id, course_id and status.',
  otherActivity: 'The session must be of the activity the address names.',
} as const;

/**
 * The spec's learnosity-data: the player reports the caller's own session
 * Completed, which submits that running attempt (DeliveryService.submit, as
 * POST …/submit/) and answers the spec's attempt record.
 */
export async function recordSession(delivery: DeliveryService, db: Knex, report: SessionReport, user: SessionUser, access: CourseAccess): Promise<AttemptRecord> {
  if (report.user_id !== user.id) throw new LmsError('access-denied', SESSION_MESSAGES.notOwn);
  const owner = { userId: user.id, courseId: report.course_id, componentId: report.activity_id };
  const running = await new AttemptStore(db).running(owner);
  if (running?.id !== report.session_id) throw new LmsError('conflict', SESSION_MESSAGES.notRunning);
  const { _id, status, submitted_at, score, max_score } = await delivery.submit(owner, access);
  return { session_id: _id, user_id: user.id, activity_id: report.activity_id, status, dt_completed: submitted_at, ...(score === undefined ? {} : { score, max_score }) };
}

const FIELDS = ['activity_id', 'session_id', 'user_id', 'course_id', 'status'] as const;

/** learnosity-data/{code}'s `b64`: the same session report, base64-encoded JSON (422 on `b64` otherwise). */
export function decodeSessionReport(b64: string): SessionReport {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(b64, 'base64').toString('utf8'));
  } catch {
    decoded = null;
  }
  const fields = decoded !== null && typeof decoded === 'object' ? (decoded as Record<string, unknown>) : {};
  const wellFormed =
    Object.keys(fields).length === FIELDS.length &&
    FIELDS.every((field) => typeof fields[field] === 'string') &&
    FIELDS.slice(0, 4).every((field) => isId(fields[field] as string)) &&
    fields.status === 'Completed';
  if (!wellFormed) throw LmsError.validation([{ field: 'b64', message: SESSION_MESSAGES.badEncoding }]);
  return fields as SessionReport;
}

/** The course and assessment of an attempt (a session), for the spec's session-named calls. */
export async function sessionPlace(db: Knex, sessionId: string): Promise<{ courseId: string; componentId: string }> {
  const row = (await db(ATTEMPTS_TABLE).where({ id: sessionId }).first('course_id', 'component_id')) as { course_id: string; component_id: string } | undefined;
  if (!row) throw new LmsError('not-found', SESSION_MESSAGES.notFound);
  return { courseId: row.course_id, componentId: row.component_id };
}
