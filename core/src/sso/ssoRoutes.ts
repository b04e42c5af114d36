import { defineRoute } from '@lms/contract/route.ts';
import { beginSsoLogin, completeSsoLogin, SSO_CALLBACK_PATH } from '@lms/contract/calls/ssoCalls.ts';
import { ssoRefs } from './ssoServices.ts';
import { DEFAULT_LANDING, REDIRECT_COOKIE, returnPathFrom } from './returnPath.ts';
import { SsoLoginError } from './SsoLoginError.ts';
import { SSO_ATTEMPT_TTL_SECONDS } from './SsoLoginService.ts';

/** The httpOnly cookie that binds a provider's answer to the browser that started the sign-in. */
export const SSO_ATTEMPT_COOKIE = 'lms_sso_attempt';
const ATTEMPT_COOKIE_OPTIONS = { path: '/server/oauth2/' };

/** The provider sends the browser back here; it must be registered at the provider as a redirect URI. */
export function ssoRedirectUri(origin: string): string {
  return `${origin}/server/${SSO_CALLBACK_PATH}`;
}

/** Part 1 §2 and §7: single sign-on through the label bundle's OpenID Connect provider. */
export const ssoRoutes = [
  defineRoute(beginSsoLogin, {
    permission: 'public',
    deps: { sso: ssoRefs.ssoLogin },
    async handler({ deps, host, origin, reply }) {
      const { redirectUrl, attemptToken } = await deps.sso.begin(host, ssoRedirectUri(origin));
      reply.cookie(SSO_ATTEMPT_COOKIE, attemptToken, { ...ATTEMPT_COOKIE_OPTIONS, maxAgeSeconds: SSO_ATTEMPT_TTL_SECONDS });
      return { redirect_url: redirectUrl };
    },
  }),
  defineRoute(completeSsoLogin, {
    permission: 'public',
    deps: { sso: ssoRefs.ssoLogin },
    async handler({ deps, host, origin, query, cookie, session, reply, log }) {
      // Rebuilt from the parsed query: the redirect URI plus every parameter the provider sent.
      const callbackUrl = new URL(ssoRedirectUri(origin));
      for (const [name, value] of Object.entries(query as Record<string, string | string[] | undefined>)) {
        for (const one of [value ?? []].flat()) callbackUrl.searchParams.append(name, one);
      }
      reply.cookie(SSO_ATTEMPT_COOKIE, null, ATTEMPT_COOKIE_OPTIONS);
      try {
        const { userId, idToken } = await deps.sso.complete(host, callbackUrl, cookie(SSO_ATTEMPT_COOKIE));
        await session.start(userId, { remember: false, idToken });
      } catch (error) {
        if (error instanceof SsoLoginError) log.warn({ code: error.code }, `single sign-on refused: ${error.message}`);
        else log.error({ err: error }, 'single sign-on failed');
        reply.redirect(`/login?sso_error=${error instanceof SsoLoginError ? error.code : 'failed'}`);
        return;
      }
      const target = returnPathFrom(cookie(REDIRECT_COOKIE)) ?? DEFAULT_LANDING;
      reply.cookie(REDIRECT_COOKIE, null);
      reply.redirect(target);
    },
  }),
];
