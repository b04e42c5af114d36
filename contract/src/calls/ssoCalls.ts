import { Type } from '@sinclair/typebox';
import { defineCall, NoAnswer } from '../call.ts';

/** The path the provider sends the browser back to; registered at the provider as a redirect URI. */
export const SSO_CALLBACK_PATH = 'oauth2/callback';

/** Part 1 §2 and §7: single sign-on through the label bundle's OpenID Connect provider. */
export const beginSsoLogin = defineCall({
  method: 'GET',
  path: 'oauth2/redirector/na',
  summary: "Starts a single sign-on: answers the provider's authorization URL (redirect_url) to send the browser to.",
  answer: Type.Object({ redirect_url: Type.String() }),
});

/** Not called by the web: the provider redirects the browser here with its own query parameters. */
export const completeSsoLogin = defineCall({
  method: 'GET',
  path: SSO_CALLBACK_PATH,
  summary: 'The provider sends the browser back here: logs in (new session) and redirects to the remembered path or /list; on failure to /login?sso_error=<code>.',
  answer: NoAnswer,
});
