import type { ApiError } from '@lms/sdk/web';

/**
 * Errnos that the shell's screens answer themselves (offer enrolment, a
 * payment, the come-back-later screen, field messages), so a read that fails
 * with one of them must not end the session. A conflict (e.g. pinning what the
 * library already holds) is shown where it happened. Plugins add their own
 * (their web manifest's `handledErrnos`).
 */
export const SHELL_HANDLED_ERRNOS: ReadonlySet<string> = new Set(['student-not-in-course', 'payment-required', 'start-date', 'validation-failed', 'conflict']);

/** Routes where the rule is off: the demo lessons need no session, and logging in or out is where the rule leads. */
const ROUTES_WITHOUT_RULE: ReadonlySet<string> = new Set(['preview_lessons', 'login', 'logout']);

/** Part 2 §8 "Course load": on these screens a 502 shows a loading error instead of ending the session. */
const COURSE_LOAD_ROUTES: ReadonlySet<string> = new Set(['course', 'course.edit', 'lesson', 'lesson.edit', 'page', 'page.edit', 'component', 'component.edit', 'page.preview', 'preview', 'preview.vars']);

export type CallKind = 'read' | 'write';

export interface FailedCall {
  kind: CallKind;
  error: ApiError;
  /** The route-table name of the screen the user is on. */
  routeName: string | undefined;
  /** Whether someone was signed in when the call failed. */
  signedIn: boolean;
  /** The errnos the installed plugins' screens handle themselves (WebPluginRegistry.handledErrnos). */
  handledErrnos?: ReadonlySet<string>;
}

/**
 * Part 1 §8 "Global" (and §6 "Unauthorized or failed course load"): whether a
 * failed call ends the session (remember the path, go to /logout).
 *
 * - `not-logged` from any call: the session is gone (or the screen needs one).
 * - A read (GET) that fails with status 0 or 400 and above, while someone is
 *   signed in: except 404 (a missing item has its own screen), 422 (a form's
 *   field messages) and the errnos screens handle themselves (the shell's and the plugins').
 * - Writes other than `not-logged` never end the session: a refused form keeps
 *   the user where they are, with the message.
 */
export function endsSession({ kind, error, routeName, signedIn, handledErrnos }: FailedCall): boolean {
  if (routeName !== undefined && ROUTES_WITHOUT_RULE.has(routeName)) return false;
  if (error.errno === 'not-logged') return true;
  if (kind !== 'read' || !signedIn) return false;
  if (error.status === 404 || error.status === 422 || SHELL_HANDLED_ERRNOS.has(error.errno) || handledErrnos?.has(error.errno) === true) return false;
  if (error.status === 502 && routeName !== undefined && COURSE_LOAD_ROUTES.has(routeName)) return false;
  return error.status <= 0 || error.status >= 400;
}
