import { coreServices, defineRoute, isId, LmsError, type ReplyControl } from '@lms/sdk';
import { createPlatform, listPlatforms, updatePlatformFrameOrigins, registerDynamically, ltiJwks, ltiLaunch, ltiLoginGet, ltiLoginPost } from '../calls/ltiCalls.ts';
import { launchContext } from './sync/LinkStore.ts';
import { formBody } from './formBody.ts';
import { refused } from './ltiErrnos.ts';
import { redirectAway } from './redirectPage.ts';
import { deepLinksRef, dynamicRegistrationRef, linksRef, loginRef, platformsRef, verifierRef } from './services.ts';
import { CLAIM } from './ltiClaims.ts';
import { deepLinkSettings } from './deepLinking/deepLinkSettings.ts';
import { launchAddress, STATE_SECONDS, type StartedLogin } from './LtiLogin.ts';
import { BINDING_COOKIE_PATH, BINDING_FIELD, bindingCookieName, provesBinding } from './browserBinding.ts';
import { platformFrameOrigins } from './frameOrigins.ts';
import { platformStoragePage } from './platformStoragePage.ts';
import { registrationWindowPage } from './registrationWindowPage.ts';

/** Where a resource link launch lands: the course (and lesson) its custom parameters name (our deep links), else the target_link_uri's `{origin}/{courseId}[/{lessonId}]`. */
export function landingOf(target: string, custom: unknown, origin: string): { courseId: string; path: string } | null {
  const named = (custom ?? {}) as { course_id?: unknown; lesson_id?: unknown };
  if (typeof named.course_id === 'string' && isId(named.course_id)) {
    const lessonId = typeof named.lesson_id === 'string' && isId(named.lesson_id) ? named.lesson_id : null;
    return { courseId: named.course_id, path: `/${named.course_id}${lessonId ? `/${lessonId}` : ''}` };
  }
  try {
    const url = new URL(target);
    if (url.origin !== new URL(origin).origin) return null;
    const [courseId = '', lessonId = ''] = url.pathname.split('/').filter(Boolean);
    if (!isId(courseId)) return null;
    return { courseId, path: `/${courseId}${isId(lessonId) ? `/${lessonId}` : ''}` };
  } catch {
    return null;
  }
}

/**
 * The login's answer: the browser keeps its binding in a cookie that also works in the
 * platform's iframe and, when the platform offers its storage, in the platform's frame
 * too (lti.put_data); then it goes on to the platform's authentication address.
 */
function answerLogin(reply: ReplyControl, started: StartedLogin): void {
  const { platform, nonce, binding, storageTarget, url } = started;
  reply.cookie(bindingCookieName(nonce), binding.value, { embedded: true, path: BINDING_COOKIE_PATH, maxAgeSeconds: STATE_SECONDS });
  const frameOrigins = platformFrameOrigins(platform);
  if (!storageTarget) return redirectAway(reply, url, frameOrigins);
  platformStoragePage(reply, { mode: 'put', target: storageTarget, origin: new URL(platform.auth_login_url).origin, key: bindingCookieName(nonce), value: binding.value, next: url.toString() }, frameOrigins);
}

/** A new user goes to /lti_register; inside the platform's frame (`embeddedBy` its origins) first to a page that opens it in a new window. */
function toRegistration(reply: ReplyControl, registrationId: string, embeddedBy: readonly string[] | undefined): void {
  if (embeddedBy) return registrationWindowPage(reply, registrationId, embeddedBy);
  reply.redirect(`/lti_register?lti_registration=${registrationId}`);
}

/** A launch in a new window or tab says so (Sec-Fetch-Dest: document); any other is taken as one inside the platform's frame. */
const launchedInFrame = (header: (name: string) => string | undefined): boolean => header('sec-fetch-dest') !== 'document';

/** Each login signs a state (an RSA signature) and each launch may read a JWKS: bounded per client address. */
const LTI_RATE_LIMIT = { bucket: 'lti', key: 'address', points: 120, durationSeconds: 60 } as const;

export const ltiRoutes = [
  defineRoute(createPlatform, {
    permission: 'site-admin',
    deps: { platforms: platformsRef },
    async handler({ body, reply, deps }) {
      reply.status(201);
      return deps.platforms.create(body);
    },
  }),
  defineRoute(registerDynamically, {
    permission: 'site-admin',
    deps: { registration: dynamicRegistrationRef },
    async handler({ body, origin, reply, deps }) {
      const platform = await deps.registration.register(body, origin);
      reply.status(201);
      return platform;
    },
  }),
  defineRoute(listPlatforms, {
    permission: 'site-admin',
    deps: { platforms: platformsRef },
    handler: async ({ deps }) => ({ platforms: await deps.platforms.list() }),
  }),
  defineRoute(updatePlatformFrameOrigins, {
    permission: 'site-admin',
    deps: { platforms: platformsRef },
    async handler({ params, body, deps }) {
      const platform = isId(params.platformId) ? await deps.platforms.updateFrameOrigins(params.platformId, body.frame_origins) : null;
      if (!platform) throw new LmsError('not-found', 'No LTI platform with this id is registered.');
      return platform;
    },
  }),
  defineRoute(ltiJwks, {
    permission: 'public',
    deps: { keys: coreServices.signingKeys },
    handler: ({ deps }) => deps.keys.jwks(),
  }),
  defineRoute(ltiLoginGet, {
    permission: 'public',
    rateLimit: LTI_RATE_LIMIT,
    deps: { login: loginRef },
    async handler({ query, origin, reply, deps }) {
      answerLogin(reply, await deps.login.start(query as Record<string, string | undefined>, origin));
    },
  }),
  defineRoute(ltiLoginPost, {
    permission: 'public',
    rateLimit: LTI_RATE_LIMIT,
    // The platform's page posts the form: no XSRF token of ours; the signed state guards the launch.
    crossSite: true,
    streamBody: true,
    deps: { login: loginRef },
    async handler({ rawBody, origin, reply, deps }) {
      answerLogin(reply, await deps.login.start(await formBody(rawBody), origin));
    },
  }),
  defineRoute(ltiLaunch, {
    permission: 'public',
    rateLimit: LTI_RATE_LIMIT,
    // The platform's authentication response is a form POST from its site; the state and the id_token prove it.
    crossSite: true,
    streamBody: true,
    deps: { login: loginRef, verifier: verifierRef, accounts: coreServices.ltiAccounts, courses: coreServices.courses, db: coreServices.database, links: linksRef, deepLinks: deepLinksRef },
    async handler({ rawBody, origin, session, reply, cookie, header, deps }) {
      const form = await formBody(rawBody);
      const { platform, nonce, bindingHash, storageTarget } = await deps.login.stateOf(form.state, origin);
      const frameOrigins = platformFrameOrigins(platform);
      const bindingCookie = bindingCookieName(nonce);
      if (!provesBinding(cookie(bindingCookie), bindingHash) && !provesBinding(form[BINDING_FIELD], bindingHash)) {
        // No cookie came (third-party cookies refused): read the binding back from the platform's storage, then post again.
        if (storageTarget && form[BINDING_FIELD] === undefined) {
          const fields = { id_token: form.id_token ?? '', state: form.state ?? '' };
          platformStoragePage(reply, { mode: 'get', target: storageTarget, origin: new URL(platform.auth_login_url).origin, key: bindingCookie, launchUrl: launchAddress(origin), fields, bindingField: BINDING_FIELD }, frameOrigins);
          return;
        }
        throw refused('the launch did not come from the browser that started the login');
      }
      reply.cookie(bindingCookie, null, { embedded: true, path: BINDING_COOKIE_PATH });
      const embeddedBy = launchedInFrame(header) ? frameOrigins : undefined;
      const launch = await deps.verifier.verify(form.id_token, platform, nonce);
      const ltiUserId = `${platform.id}:${launch.subject}`;
      if (launch.messageType === 'LtiDeepLinkingRequest') {
        const settings = deepLinkSettings(launch);
        const userId = await deps.accounts.userOf(ltiUserId);
        // The platform context's course here, if a launch linked them: a new account teaches it, so it has something to pick.
        const context = launchContext(launch.claims as Record<string, unknown>);
        const linkedCourse = context ? await deps.links.courseOfContext(platform.id, context.contextId) : null;
        const opened = await deps.db.transaction(async (trx) => {
          await deps.verifier.useNonce(trx, launch);
          const requestId = await deps.deepLinks.open(trx, { platformId: platform.id, userId, ltiUserId, deploymentId: launch.deploymentId, settings });
          if (userId) return { requestId, registration: null };
          // No account yet: the LTI registration a resource link launch starts, leading to the picker.
          const pending = await deps.accounts.createPending(
            { ltiUserId, deeplink: `lti_deep_link/${requestId}`, instructor: true, courseId: linkedCourse, role: linkedCourse ? launch.role : null },
            trx,
          );
          return { requestId, registration: pending.id };
        });
        if (opened.registration) return toRegistration(reply, opened.registration, embeddedBy);
        await session.start(userId!, { remember: false, embeddedBy });
        reply.redirect(`/lti_deep_link/${opened.requestId}`);
        return;
      }
      const landing = landingOf(launch.targetLinkUri, launch.claims[CLAIM.custom], origin);
      if (!landing || !(await deps.courses.summaries([landing.courseId])).length) throw refused('the launch names no course of this site');
      const { courseId } = landing;
      const landed = await deps.db.transaction(async (trx): Promise<{ userId: string } | { registration: string }> => {
        await deps.verifier.useNonce(trx, launch);
        const userId = await deps.accounts.userOf(ltiUserId, trx);
        // The launch links the course to the platform's context (its NRPS and AGS addresses) and records the person.
        const context = launchContext(launch.claims as Record<string, unknown>);
        if (context) {
          const name = `${launch.givenName ?? ''} ${launch.familyName ?? ''}`.trim();
          await deps.links.recordLaunch(trx, { courseId, platformId: platform.id, context, member: { platformUserId: launch.subject, userId, name, email: launch.email ?? '', role: launch.role } });
        }
        if (userId) {
          await deps.accounts.admit(userId, courseId, launch.role, trx);
          return { userId };
        }
        const pending = await deps.accounts.createPending(
          { ltiUserId, deeplink: courseId, instructor: launch.role !== 'student', courseId, role: launch.role },
          trx,
        );
        return { registration: pending.id };
      });
      if ('userId' in landed) {
        await session.start(landed.userId, { remember: false, embeddedBy });
        reply.redirect(landing.path);
      } else {
        toRegistration(reply, landed.registration, embeddedBy);
      }
    },
  }),
];
