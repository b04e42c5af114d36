import { coreServices, defineRoute, isId } from '@lms/sdk';
import { createPlatform, listPlatforms, registerDynamically, ltiJwks, ltiLaunch, ltiLoginGet, ltiLoginPost } from '../calls/ltiCalls.ts';
import { launchContext } from './sync/LinkStore.ts';
import { formBody } from './formBody.ts';
import { refused } from './ltiErrnos.ts';
import { redirectAway } from './redirectPage.ts';
import { deepLinksRef, dynamicRegistrationRef, linksRef, loginRef, platformsRef, verifierRef } from './services.ts';
import { CLAIM } from './ltiClaims.ts';
import { deepLinkSettings } from './deepLinking/deepLinkSettings.ts';

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
      redirectAway(reply, await deps.login.start(query as Record<string, string | undefined>, origin));
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
      redirectAway(reply, await deps.login.start(await formBody(rawBody), origin));
    },
  }),
  defineRoute(ltiLaunch, {
    permission: 'public',
    rateLimit: LTI_RATE_LIMIT,
    // The platform's authentication response is a form POST from its site; the state and the id_token prove it.
    crossSite: true,
    streamBody: true,
    deps: { login: loginRef, verifier: verifierRef, accounts: coreServices.ltiAccounts, courses: coreServices.courses, db: coreServices.database, links: linksRef, deepLinks: deepLinksRef },
    async handler({ rawBody, origin, session, reply, deps }) {
      const form = await formBody(rawBody);
      const { platform, nonce } = await deps.login.stateOf(form.state, origin);
      const launch = await deps.verifier.verify(form.id_token, platform, nonce);
      const ltiUserId = `${platform.id}:${launch.subject}`;
      if (launch.messageType === 'LtiDeepLinkingRequest') {
        const settings = deepLinkSettings(launch);
        const userId = await deps.accounts.userOf(ltiUserId);
        if (!userId) throw refused('this platform user has no account here yet: open one of our courses from the platform once first');
        const requestId = await deps.db.transaction(async (trx) => {
          await deps.verifier.useNonce(trx, launch);
          return deps.deepLinks.open(trx, { platformId: platform.id, userId, deploymentId: launch.deploymentId, settings });
        });
        await session.start(userId, { remember: false });
        reply.redirect(`/lti_deep_link/${requestId}`);
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
        await session.start(landed.userId, { remember: false });
        reply.redirect(landing.path);
      } else {
        reply.redirect(`/lti_register?lti_registration=${landed.registration}`);
      }
    },
  }),
];
