import { ApiError, type ApiClient } from '@lms/sdk/web';
import { checkSession, refreshSession } from '@lms/sdk/calls';
import type { ShellTimers } from './shellTimers.ts';

/** Part 1 §9: the session check runs every hour while on a logged-in page. */
export const SESSION_CHECK_INTERVAL_MS = 3_600_000;
/** Part 1 §9: the in-course keep-alive, after 10 minutes of activity. */
export const COURSE_REFRESH_AFTER_MS = 600_000;

/** What the user does that counts as activity inside a course. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** Where the user is, as far as the keep-alive cares. */
export interface KeepAlivePlace {
  signedIn: boolean;
  /** The route needs a login (it is not one of the public routes). */
  loggedInPage: boolean;
  /** The route is about a course (has a course id). */
  inCourse: boolean;
  /** Where in the course (ids from the route), sent with the keep-alive for time on task (issue 21). */
  course?: { course: string; lesson?: string; page?: string };
}

export interface KeepAliveOptions {
  /** A client without the global error rule: the keep-alive handles its own failures. */
  api: ApiClient;
  timers: ShellTimers;
  /** Where pointer and keyboard activity is heard. */
  activityTarget: EventTarget;
  /** The reply was not ok, or the call failed: remember the path and log out; `notRecognised` when the server answered not-logged. */
  onSessionLost(notRecognised: boolean): void;
}

/**
 * Part 1 §4 and §9: while a signed-in user is on a logged-in page, `GET noop`
 * every hour; inside a course, `GET refresh` once 10 minutes have passed since
 * entering the course (or the last refresh) and the user is active, so an idle
 * tab never keeps a session alive by itself. A reply other than `{status:'ok'}`
 * or a failure ends the session.
 */
export class KeepAlive {
  readonly #options: KeepAliveOptions;
  #hourly: unknown;
  #listening = false;
  #courseWindowStart = 0;
  #checking = false;
  #where: KeepAlivePlace['course'];

  constructor(options: KeepAliveOptions) {
    this.#options = options;
  }

  /** Starts or stops each check for the place the user is now. */
  update(place: KeepAlivePlace): void {
    const hourly = place.signedIn && place.loggedInPage;
    if (hourly && this.#hourly === undefined) {
      this.#hourly = this.#options.timers.setInterval(() => void this.#check(checkSession), SESSION_CHECK_INTERVAL_MS);
    } else if (!hourly) {
      this.#stopHourly();
    }
    const inCourse = hourly && place.inCourse;
    this.#where = inCourse ? place.course : undefined;
    if (inCourse && !this.#listening) {
      this.#courseWindowStart = this.#options.timers.now();
      for (const type of ACTIVITY_EVENTS) this.#options.activityTarget.addEventListener(type, this.#onActivity, { passive: true });
      this.#listening = true;
    } else if (!inCourse) {
      this.#stopListening();
    }
  }

  stop(): void {
    this.#stopHourly();
    this.#stopListening();
  }

  get running(): { hourly: boolean; inCourse: boolean } {
    return { hourly: this.#hourly !== undefined, inCourse: this.#listening };
  }

  readonly #onActivity = (): void => {
    const now = this.#options.timers.now();
    if (now - this.#courseWindowStart < COURSE_REFRESH_AFTER_MS) return;
    this.#courseWindowStart = now;
    void this.#check(refreshSession);
  };

  /** The keep-alive's query: where the user is, when known. */
  #whereQuery(): Record<string, string> | undefined {
    const where = this.#where;
    if (!where) return undefined;
    return { course: where.course, ...(where.lesson ? { lesson: where.lesson } : {}), ...(where.lesson && where.page ? { page: where.page } : {}) };
  }

  async #check(call: typeof checkSession | typeof refreshSession): Promise<void> {
    if (this.#checking) return;
    this.#checking = true;
    let ok: boolean;
    let notRecognised = false;
    try {
      const answer = call === refreshSession ? await this.#options.api.call(refreshSession, { query: this.#whereQuery() }) : await this.#options.api.call(checkSession);
      ok = answer?.status === 'ok';
    } catch (error) {
      ok = false;
      notRecognised = error instanceof ApiError && error.errno === 'not-logged';
    } finally {
      this.#checking = false;
    }
    // The user may have logged out (or left) while the call was on its way.
    if (!ok && this.#hourly !== undefined) this.#options.onSessionLost(notRecognised);
  }

  #stopHourly(): void {
    if (this.#hourly === undefined) return;
    this.#options.timers.clearInterval(this.#hourly);
    this.#hourly = undefined;
  }

  #stopListening(): void {
    if (!this.#listening) return;
    for (const type of ACTIVITY_EVENTS) this.#options.activityTarget.removeEventListener(type, this.#onActivity);
    this.#listening = false;
  }
}
