import { coreServices, defineRoute, isId } from '@lms/sdk';
import { createPlatform, listPlatforms, ltiJwks, ltiLaunch, ltiLoginGet, ltiLoginPost } from '../calls/ltiCalls.ts';
import { launchContext } from './sync/LinkStore.ts';
import { formBody } from './formBody.ts';
import { refused } from './ltiErrnos.ts';
import { redirectAway } from './redirectPage.ts';
import { linksRef, loginRef, platformsRef, verifierRef } from './services.ts';

/** The course a target_link_uri names: `<origin>/<courseId>` (what our deep links give), or null. */
export function courseOfTarget(target: string, origin: string): string | null {
  try {
    const url = new URL(target);
    if (url.origin !== new URL(origin).origin) return null;
    const first = url.pathname.split('/').filter(Boolean)[0] ?? '';
    return isId(first) ? first : null;
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
    deps: { login: loginRef, verifier: verifierRef, accounts: coreServices.ltiAccounts, courses: coreServices.courses, db: coreServices.database, links: linksRef },
    async handler({ rawBody, origin, session, reply, deps }) {
      const form = await formBody(rawBody);
      const { platform, nonce } = await deps.login.stateOf(form.state, origin);
      const launch = await deps.verifier.verify(form.id_token, platform, nonce);
      if (launch.messageType !== 'LtiResourceLinkRequest') throw refused('this site takes resource link launches only');
      const courseId = courseOfTarget(launch.targetLinkUri, origin);
      if (!courseId || !(await deps.courses.summaries([courseId])).length) throw refused('the target_link_uri names no course of this site');
      const ltiUserId = `${platform.id}:${launch.subject}`;
      const landing = await deps.db.transaction(async (trx): Promise<{ userId: string } | { registration: string }> => {
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
      if ('userId' in landing) {
        await session.start(landing.userId, { remember: false });
        reply.redirect(`/${courseId}`);
      } else {
        reply.redirect(`/lti_register?lti_registration=${landing.registration}`);
      }
    },
  }),
];
