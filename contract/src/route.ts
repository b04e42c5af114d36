import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { DepsMap, ResolvedDeps } from './serviceRef.ts';
import type { CourseAccess, Permission } from './permissions.ts';
import type { SessionUser } from './user.ts';
import type { TSchema } from '@sinclair/typebox';
import type { AnyCall, CallAnswer, CallBody, CallParams, CallQuery, HttpMethod } from './call.ts';

export { HTTP_METHODS, type HttpMethod } from './call.ts';

/** Starts and ends the caller's server-side session (the cookie is the kernel's business). */
export interface SessionControl {
  /**
   * Logs `userId` in: a fresh session id replaces any previous one. `idToken` is
   * the OpenID Connect id_token of a single-sign-on login, kept server-side for single logout.
   */
  start(
    userId: string,
    options: {
      remember: boolean;
      idToken?: string;
      /**
       * A launch inside another site's iframe (an LTI platform): the origins that may frame
       * this session's pages. Its cookies are then SameSite=None; Secure; Partitioned (CHIPS),
       * kept in that site's partition only.
       */
      embeddedBy?: readonly string[];
    },
  ): Promise<void>;
  /** Ends the session; answers the id_token it was opened with (single sign-on), if any. */
  end(): Promise<{ idToken: string | null }>;
  /** Pushes the session's sliding expiry forward now (the keep-alive); nothing without a session. */
  refresh(): Promise<void>;
  /** Ends every other session of the logged-in user (after a password change); this one stays. */
  endOthers(): Promise<void>;
  /** The current session's id hash (never its token), or null without a session: what a realtime token names. */
  idHash(): string | null;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  /** Default `/`. */
  path?: string;
  /**
   * Sent inside another site's iframe too: SameSite=None; Secure; Partitioned (CHIPS), where the
   * browser keeps a Secure cookie (https, or loopback); elsewhere the usual SameSite=Lax.
   */
  embedded?: boolean;
}

export interface ReplyControl {
  /** A success status (2xx), e.g. 201; an error is answered by throwing an LmsError, never by a status. */
  status(code: number): void;
  /** Sets a response header; a JSON answer keeps a Content-Type of `application/…+json` set here (else it is application/json). */
  header(name: string, value: string): void;
  /** Answers 302 to a path of this site (never another site); the handler then returns nothing. */
  redirect(path: string): void;
  /** Sets an httpOnly, SameSite=Lax cookie (Secure behind TLS; see CookieOptions.embedded); null clears it. The session cookie stays the kernel's. */
  cookie(name: string, value: string | null, options?: CookieOptions): void;
  /** Answers with a stream of bytes (a file) instead of JSON; the handler then returns nothing. */
  stream(body: Readable, options: { contentType: string; length?: number }): void;
}

/** The request's own body, for routes that read it themselves (`streamBody`), e.g. a multipart upload. */
export interface RawBody {
  stream: Readable;
  contentType: string;
  /** The declared Content-Length, if any. */
  length: number | undefined;
}

export interface RouteRequest<B, Q, D extends DepsMap, P = Readonly<Record<string, string>>> {
  /** Path parameters, typed from the call's path: `roster/:courseId/` gives `params.courseId`. */
  params: P;
  /** Query string, validated by the route's `query` schema when it has one. */
  query: Q;
  /** The JSON body, validated by the route's `body` schema (unknown fields rejected). */
  body: B;
  /** The logged-in user; never null unless the route is `public`. */
  user: SessionUser | null;
  /** The caller's rights in `params.courseId`, for course-scoped permissions. */
  access: CourseAccess | null;
  deps: ResolvedDeps<D>;
  log: Logger;
  requestId: string;
  /** The host name the request was addressed to (for per-host label bundles). */
  host: string;
  /**
   * This site's public address (LMS_PUBLIC_URL, without trailing slash), for absolute
   * links back here (mails, payment and sign-in return addresses); never taken from the request.
   */
  origin: string;
  /** The client's address (from X-Forwarded-For only when the kernel trusts its proxy), for throttling. */
  clientAddress: string;
  /** A cookie the browser sent; the session cookie stays the kernel's and is never shown. */
  cookie(name: string): string | undefined;
  /** A request header (lowercase name), e.g. 'range'. */
  header(name: string): string | undefined;
  /** The body as it arrives, for `streamBody` routes; null otherwise. */
  rawBody: RawBody | null;
  session: SessionControl;
  reply: ReplyControl;
}

/**
 * How often a caller may make a call (issue 14): at most `points` calls per
 * `durationSeconds`, counted per logged-in user (`key: 'user'`) or per client
 * address (`'address'`, for calls made before login). Routes naming the same
 * `bucket` share one count; the site's configuration may change a bucket's numbers
 * (LMS_RATE_LIMITS). The kernel counts before the handler runs and answers 429
 * too-many-requests with Retry-After beyond it.
 */
export interface RateLimitRule {
  bucket: string;
  key: 'user' | 'address';
  points: number;
  durationSeconds: number;
}

/** What the server adds to a call (see call.ts): who may make it, how, and the handler. */
export interface RouteOptions<D extends DepsMap = DepsMap> {
  /** What the caller needs; decided by core/permissions before the handler runs. */
  permission: Permission;
  deps?: D;
  /** Largest JSON body accepted, in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** The handler reads the body itself from `request.rawBody` (uploads); the call then has no `body` schema. */
  streamBody?: boolean;
  /**
   * A server-to-server callback (a payment provider's webhook) that proves
   * itself, e.g. by a signature over the raw body: the kernel skips its CSRF
   * check (Origin and XSRF token) for it. Only for a public route that is not a GET.
   */
  crossSite?: boolean;
  /**
   * Lets a student the course still holds (unpaid, or before its start date)
   * through a course-scoped route: the kernel refuses them everywhere else with
   * the hold's answer (payment-required, start-date). Only for what the payment
   * flow itself needs; every route that sets it is listed, with why, in
   * docs/architecture.md ("Course holds"), and needs review there.
   */
  allowHeld?: 'payment-flow';
  /**
   * A GET that changes state all the same (the spec's pin_to_library,
   * studycenter/move_bucket, replace_instructor): it keeps its method but passes
   * the CSRF check (allowed Origin, XSRF token) like a POST, so a link or an image
   * on another site cannot trigger it. Only for a GET; other methods are always checked.
   */
  changesState?: boolean;
  /**
   * Path parameters that are secrets (a calendar feed's token): the access log
   * writes `[redacted]` in their place, so a log reader cannot use the address.
   */
  secretParams?: readonly string[];
  /** Limits how often one caller may call this route (see RateLimitRule). */
  rateLimit?: RateLimitRule;
  /**
   * For a course-scoped permission on a call whose path names no course (the
   * spec's `POST pages/` with `course` in its payload): the body field that names
   * the course. The kernel reads the body, decides the permission (holds
   * included) in that course, and only then validates the rest of the body, so
   * a caller without the right learns nothing about what the body needs.
   * `request.access` is then the access in that course.
   */
  courseInBody?: string;
  /**
   * For a course-scoped permission on a call whose path names an object but no
   * course (the spec's `GET pin_to_library/component/{id}`, `POST
   * pages/{id}/toggle_star/`): finds the course the object belongs to (or the
   * one the query names). The kernel asks only for a login first, then calls it
   * (the body read, not yet validated), decides the permission (holds included)
   * in that course, and only then validates the body; `request.access` is the
   * access in that course. It throws LmsError not-found for an unknown object.
   */
  courseOf?: (found: CourseOfRequest<D>) => Promise<string>;
}

/** What a `courseOf` resolver sees: the path, the checked query, the body as sent and the route's deps. */
export interface CourseOfRequest<D extends DepsMap = DepsMap, P = Readonly<Record<string, string>>> {
  /** The path's parameters, typed from the call's path in `defineRoute`. */
  params: P;
  query: unknown;
  body: unknown;
  deps: ResolvedDeps<D>;
}

/** A call bound to its handler: what `defineRoute(call, options)` gives and a manifest's `routes` lists. */
export interface RouteBinding<C extends AnyCall, D extends DepsMap> extends Omit<RouteOptions<D>, 'courseOf'> {
  /** RouteOptions.courseOf, with the call's path parameters. */
  courseOf?: (found: CourseOfRequest<D, CallParams<C>>) => Promise<string>;
  /**
   * Returns the call's answer (status 200 unless set through `reply`; nothing for
   * NoAnswer: 204, or the redirect). Throws LmsError for errors.
   */
  handler(request: RouteRequest<CallBody<C>, CallQuery<C>, D, CallParams<C>>): CallAnswer<C> | Promise<CallAnswer<C>>;
}

/** A route as the kernel registers it: the call's wire fields, the options and the handler. */
export interface RouteDefinition extends RouteOptions {
  method: HttpMethod;
  path: string;
  summary: string;
  body?: TSchema;
  query?: TSchema;
  answer: TSchema;
  /** The call it binds, as the web calls it. */
  call: AnyCall;
  handler(request: RouteRequest<unknown, unknown, DepsMap, Readonly<Record<string, string>>>): unknown;
}

/**
 * Binds a handler to a call: the handler's params, body and query are typed
 * from the call, and what it returns must be the call's answer.
 */
export function defineRoute<C extends AnyCall, D extends DepsMap = Record<string, never>>(call: C, options: RouteBinding<C, D>): RouteDefinition {
  const route = { ...options, method: call.method, path: call.path, summary: call.summary, answer: call.answer, call };
  if (call.body) Object.assign(route, { body: call.body });
  if (call.query) Object.assign(route, { query: call.query });
  return route as unknown as RouteDefinition;
}
