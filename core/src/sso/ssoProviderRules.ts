import type { FieldError } from '@lms/contract/errors/LmsError.ts';
import { SSO_ACCOUNT_TYPES, type SsoAccountType } from './accountTypes.ts';

/** The label-bundle host a provider serves when a host has none of its own. */
export const DEFAULT_SSO_HOST = 'default';
export const DEFAULT_SSO_SCOPES = 'openid email profile';

/** What an operator sets for one label-bundle host. */
export interface SsoProviderInput {
  /** "default" or a host name. */
  host: string;
  /** The provider's Issuer Identifier; its discovery document sits under it. */
  issuer: string;
  clientId: string;
  /** Absent for a public client (PKCE only). */
  clientSecret?: string | null;
  /** Space-separated; must include openid (default "openid email profile"). */
  scopes?: string;
  /** The login button's text. */
  label: string;
  accountType?: SsoAccountType;
  /** Where the provider sends the browser after single logout; this site's /login when absent. */
  postLogoutRedirectUri?: string | null;
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]+$/;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** A provider on this machine (development and tests) may speak plain HTTP; any other must use HTTPS. */
export function isLoopbackUrl(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(url.hostname);
}

/** Every rule of a provider setting; an empty list means it may be stored. */
export function checkSsoProvider(input: SsoProviderInput): FieldError[] {
  const errors: FieldError[] = [];
  const host = input.host.trim().toLowerCase();
  if (host !== DEFAULT_SSO_HOST && !HOST_NAME.test(host)) errors.push({ field: 'host', message: 'The host must be "default" or a host name such as learn.example.org.' });

  const issuer = parseUrl(input.issuer.trim());
  if (!issuer || (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && isLoopbackUrl(issuer)))) {
    errors.push({ field: 'issuer', message: 'The issuer must be an https:// URL (http:// only for a provider on this machine).' });
  } else if (issuer.search || issuer.hash || input.issuer.includes('#')) {
    errors.push({ field: 'issuer', message: 'The issuer must not have a query or a fragment.' });
  }

  if (!input.clientId.trim() || input.clientId.length > 500) errors.push({ field: 'clientId', message: 'The client id is required (at most 500 characters).' });
  if (input.clientSecret != null && (!input.clientSecret.trim() || input.clientSecret.length > 2000)) {
    errors.push({ field: 'clientSecret', message: 'The client secret must not be blank (at most 2000 characters); leave it out for a public client.' });
  }

  const scopes = (input.scopes ?? DEFAULT_SSO_SCOPES).trim().split(/\s+/);
  if (!scopes.every((scope) => SCOPE_TOKEN.test(scope)) || !scopes.includes('openid')) {
    errors.push({ field: 'scopes', message: 'The scopes are space-separated and must include openid.' });
  }

  const label = input.label.trim();
  if (!label || label.length > 60) errors.push({ field: 'label', message: 'The button label is required (at most 60 characters).' });

  if (input.accountType !== undefined && !SSO_ACCOUNT_TYPES.includes(input.accountType)) {
    errors.push({ field: 'accountType', message: `The account type must be one of ${SSO_ACCOUNT_TYPES.join(', ')}.` });
  }

  if (input.postLogoutRedirectUri != null) {
    const target = parseUrl(input.postLogoutRedirectUri.trim());
    if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:')) {
      errors.push({ field: 'postLogoutRedirectUri', message: 'The post-logout redirect must be an http(s):// URL.' });
    }
  }
  return errors;
}
