import type { Context } from 'koa';
import type { DependencyContainer } from '../kernel/di.ts';
import type { DepsMap, ResolvedDeps } from '@lms/contract/serviceRef.ts';
import type { RateLimitRule } from '@lms/contract/route.ts';
import type { RateLimitCaller } from '../limits/RateLimiter.ts';
import { isCoursePermission } from '@lms/contract/permissions.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { isId } from '../ids/newId.ts';
import type { PermissionService } from '../permissions/PermissionService.ts';
import type { RegisteredRoute } from '../plugins/PluginRegistry.ts';
import type { LmsState } from './LmsState.ts';
import { CallRequest, type CallRuntime } from './callRequest.ts';
import { readJsonBody } from './readJsonBody.ts';
import { segmentedRouter, type ApiRouter } from './apiRouter.ts';
import { readQuery } from './readQuery.ts';
import { assertWellFormedInput } from '../validation/wellFormedInput.ts';

export const API_PREFIX = '/server';

export interface RouteRuntime extends CallRuntime {
  permissions: PermissionService;
  /** The container a route's deps resolve from: core's, or the owning plugin's. */
  containerFor(owner: string): DependencyContainer;
  /** Counts a call of a route with a `rateLimit`: null when allowed, else the seconds to wait. */
  rateLimit(rule: RateLimitRule, caller: RateLimitCaller): Promise<number | null>;
}

export function resolveDeps<D extends DepsMap>(container: DependencyContainer, deps: D | undefined): ResolvedDeps<D> {
  return Object.fromEntries(Object.entries(deps ?? {}).map(([name, ref]) => [name, container.resolve(ref.id)])) as ResolvedDeps<D>;
}

/** Checks path parameters: every `...Id` parameter is a 24-hex id, or the address names nothing. */
function checkParams(params: Record<string, string>): void {
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('Id') && !isId(value)) throw new LmsError('not-found', `No such ${name.slice(0, -2)}.`);
  }
}

/** The course a `courseInBody` route's body names: a 24-hex id, or a validation error on that field (checked before the rest of the body). */
function namedCourse(body: unknown, field: string): string {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'string' || !isId(value)) throw LmsError.validation([{ field, message: `${field} must be a course id.` }]);
  return value;
}

/** The request's address with each secret path parameter's value (as sent, or encoded) replaced by `[redacted]`. */
export function redactedUrl(url: string, params: Readonly<Record<string, string>>, secrets: readonly string[]): string {
  let redacted = url;
  for (const name of secrets) {
    const value = params[name];
    if (!value) continue;
    for (const form of new Set([value, encodeURIComponent(value)])) redacted = redacted.split(form).join('[redacted]');
  }
  return redacted;
}

/** Whether the request says it has a body (a length, even 0, or a chunked transfer). */
function carriesBody(ctx: Context): boolean {
  return ctx.get('transfer-encoding') !== '' || ctx.get('content-length') !== '';
}

function runRoute(route: RegisteredRoute, runtime: RouteRuntime) {
  const { definition } = route;
  // Every service is one instance per kernel (useValue or instanceCachingFactory): resolved on the first call, then kept.
  let deps: Readonly<ResolvedDeps<DepsMap>> | undefined;
  const resolvedDeps = () => Object.freeze(resolveDeps(runtime.containerFor(route.owner), definition.deps));
  const held = Object.freeze({ allowHeld: definition.allowHeld !== undefined });
  return async (ctx: Context & { state: LmsState; params: Record<string, string> }) => {
    const params = { ...ctx.params };
    if (definition.secretParams) ctx.state.logUrl = redactedUrl(ctx.originalUrl, params, definition.secretParams);
    checkParams(params);
    assertWellFormedInput(params, 'path');
    const courseInBody = definition.courseInBody;
    const courseOf = definition.courseOf;
    // A course named in the body, or found through the object, is decided once the body is read (below); until then only a login is asked.
    const courseLater = Boolean(courseInBody || courseOf);
    const courseId = !courseLater && (isCoursePermission(definition.permission) || params.courseId) ? params.courseId : undefined;
    let access = await runtime.permissions.check(courseLater ? 'user' : definition.permission, ctx.state.user, courseId, held);
    if (definition.rateLimit) {
      // Counted before the body is read: a refused call costs one statement.
      const retryAfter = await runtime.rateLimit(definition.rateLimit, { userId: ctx.state.user?.id ?? null, address: ctx.ip });
      if (retryAfter !== null) throw LmsError.tooMany('too-many-requests', retryAfter);
    }

    let query: unknown = readQuery(ctx.querystring);
    assertWellFormedInput(query);
    if (route.validateQuery) {
      const errors = route.validateQuery(query);
      if (errors) throw LmsError.validation(errors);
    }
    let body: unknown = undefined;
    if (route.validateBody && !definition.streamBody) {
      body = await readJsonBody(ctx, definition.bodyLimit);
      if (courseInBody) access = await runtime.permissions.check(definition.permission, ctx.state.user, namedCourse(body, courseInBody), held);
      if (courseOf) access = await runtime.permissions.check(definition.permission, ctx.state.user, await courseOf({ params, query, body, deps: (deps ??= resolvedDeps()) }), held);
      const errors = route.validateBody(body ?? {});
      if (errors) throw LmsError.validation(errors);
      body ??= {};
    } else {
      // Decided before anything about the body is said, as on a route whose path names the course.
      if (courseOf) access = await runtime.permissions.check(definition.permission, ctx.state.user, await courseOf({ params, query, body: undefined, deps: (deps ??= resolvedDeps()) }), held);
      // A call without a body schema takes no body at all, whatever its method: not even `{}`.
      if (!definition.streamBody && carriesBody(ctx) && (await readJsonBody(ctx, definition.bodyLimit)) !== undefined) {
        throw LmsError.validation([{ field: '', message: 'This call takes no body.' }]);
      }
    }

    const request = new CallRequest(ctx, runtime, route, { params, query, body, access, deps: (deps ??= resolvedDeps()) });
    const result = await definition.handler(request);
    writeAnswer(ctx, route, result, request);
  };
}

/** What koa's `ctx.type = 'application/json'` sets, without its media-type lookup on every answer. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Writes a handler's result as its call's answer says: JSON through the answer schema, nothing (204), or what the handler streamed or redirected to. */
function writeAnswer(ctx: Context, route: RegisteredRoute, result: unknown, done: { redirected: boolean; streamed: boolean }): void {
  const { definition, answer } = route;
  const name = `${definition.method} ${definition.path}`;
  if (done.redirected || done.streamed) {
    if (result !== undefined) throw new Error(`${name} ${done.redirected ? 'redirected' : 'streamed'} and answered a body`);
    if (answer.kind === 'json') throw new Error(`${name} ${done.redirected ? 'redirected' : 'streamed'}, but its call answers JSON`);
    return;
  }
  if (answer.kind === 'stream') throw new Error(`${name} streamed nothing, but its call answers bytes`);
  if (result === undefined) {
    if (answer.kind === 'json' && !answer.optional) throw new Error(`${name} answered nothing, but its call answers JSON`);
    ctx.status = 204;
    return;
  }
  if (answer.kind !== 'json') throw new Error(`${name} answered a body, but its call answers nothing`);
  const mismatch = answer.mismatch?.(result);
  if (mismatch) throw new Error(`${name} answered what its call's answer schema refuses: ${mismatch}`);
  // Koa keeps a status the handler set explicitly (e.g. 201) and answers 200 otherwise.
  // A JSON media type the handler set (reply.header, e.g. LTI AGS's application/vnd.ims.lis.v2.lineitem+json) is kept.
  const declared = ctx.response.get('Content-Type');
  if (!(typeof declared === 'string' && /^application\/[\w.-]+\+json\s*(;|$)/i.test(declared))) ctx.set('Content-Type', JSON_TYPE);
  ctx.body = answer.serialize(result);
}

/** The router of every declared route, core's and each plugin's, under /server/. */
export function buildApiRouter(routes: RegisteredRoute[], runtime: RouteRuntime): ApiRouter {
  return segmentedRouter(
    API_PREFIX,
    routes.map((route) => ({
      path: route.definition.path,
      method: route.definition.method,
      run: runRoute(route, runtime) as never,
      crossSite: route.definition.crossSite === true,
      changesState: route.definition.changesState === true,
    })),
  );
}
