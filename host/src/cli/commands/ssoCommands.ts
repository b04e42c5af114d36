import { ssoRefs, themeRefs, type Kernel } from '@lms/core';
import { UsageError } from '../CliError.ts';
import { readOptions } from '../options.ts';

const ACCOUNT_TYPES = ['standard', 'google'] as const;
const YES_NO: Record<string, boolean> = { yes: true, no: false };

/** The address where this site is reached for a host ("default" stands for whichever name the site has). */
function siteUrl(host: string): string {
  return host === 'default' ? 'https://<this site>' : `https://${host}`;
}

/** `sso-set`: the OpenID Connect provider of a label-bundle host (created or replaced). */
export async function ssoSet(kernel: Kernel, args: string[]): Promise<string> {
  const optional = ['client-secret', 'account-type', 'scopes', 'post-logout-redirect', 'sso-only'] as const;
  const o = readOptions(args, ['host', 'issuer', 'client-id', 'label', ...optional] as const, optional);
  const accountType = o['account-type'] || 'standard';
  if (!(ACCOUNT_TYPES as readonly string[]).includes(accountType)) throw new UsageError(`--account-type must be one of ${ACCOUNT_TYPES.join(', ')}`);
  const ssoOnly = o['sso-only'] ? YES_NO[o['sso-only']] : undefined;
  if (o['sso-only'] && ssoOnly === undefined) throw new UsageError('--sso-only must be yes or no');
  // A secret typed on the command line stays in shell history; the environment variable avoids that.
  const clientSecret = o['client-secret'] || process.env.LMS_SSO_CLIENT_SECRET || null;

  const provider = await kernel.resolve(ssoRefs.ssoProviders).set({
    host: o.host,
    issuer: o.issuer,
    clientId: o['client-id'],
    clientSecret,
    label: o.label,
    accountType: accountType as (typeof ACCOUNT_TYPES)[number],
    scopes: o.scopes || undefined,
    postLogoutRedirectUri: o['post-logout-redirect'] || null,
  });
  if (ssoOnly !== undefined) await kernel.resolve(themeRefs.labelBundles).setSsoOnly(provider.host, ssoOnly);

  const site = siteUrl(provider.host);
  return [
    `Single sign-on for ${provider.host}: "${provider.label}" through ${provider.issuer} (${provider.account_type} accounts, ${provider.client_secret ? 'confidential' : 'public'} client, scopes ${provider.scopes}).`,
    `Register at the provider the redirect URI ${site}/server/oauth2/callback`,
    `and the post-logout redirect URI ${provider.post_logout_redirect_uri ?? `${site}/login`}.`,
    ...(ssoOnly === undefined ? [] : [`Login is ${ssoOnly ? 'single sign-on only (bypass: /login?secret_test)' : 'open to passwords too'} for ${provider.host}.`]),
  ].join('\n');
}

/** `sso-remove`: the host goes back to password login (or to the default host's provider). */
export async function ssoRemove(kernel: Kernel, args: string[]): Promise<string> {
  const o = readOptions(args, ['host'] as const);
  const removed = await kernel.resolve(ssoRefs.ssoProviders).remove(o.host);
  if (!removed) throw new Error(`No single sign-on provider is set for host ${o.host}.`);
  return `Single sign-on removed for ${o.host}.`;
}

/** `sso-list`: every configured provider, secrets left out. */
export async function ssoList(kernel: Kernel, args: string[]): Promise<string> {
  if (args.length) throw new UsageError('sso-list takes no options');
  const providers = await kernel.resolve(ssoRefs.ssoProviders).list();
  if (!providers.length) return 'No single sign-on provider is configured.';
  return providers
    .map((p) => `${p.host}  "${p.label}"  ${p.issuer}  client ${p.client_id} (${p.client_secret ? 'secret set' : 'public'})  ${p.account_type}  scopes ${p.scopes}`)
    .join('\n');
}
