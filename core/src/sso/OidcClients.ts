import * as oidc from 'openid-client';
import type { SsoProviderRow } from './SsoProviderStore.ts';

/** How long a provider's discovered metadata is reused before it is fetched again. */
const METADATA_TTL_MS = 60 * 60 * 1000;
/** Seconds any call to a provider may take. */
const PROVIDER_TIMEOUT_S = 10;

/** A secret client authenticates the way the provider supports: Basic (the OpenID default) first, else in the body. */
function clientAuthentication(secret: string | null, supported: readonly string[] | undefined): oidc.ClientAuth {
  if (!secret) return oidc.None();
  return (supported ?? ['client_secret_basic']).includes('client_secret_basic') ? oidc.ClientSecretBasic(secret) : oidc.ClientSecretPost(secret);
}

async function discover(provider: SsoProviderRow): Promise<oidc.Configuration> {
  // The provider rules allow plain HTTP only for a provider on this machine (development and tests).
  const insecure = new URL(provider.issuer).protocol === 'http:';
  const discovered = await oidc.discovery(new URL(provider.issuer), provider.client_id, undefined, oidc.None(), {
    execute: insecure ? [oidc.allowInsecureRequests] : [],
    timeout: PROVIDER_TIMEOUT_S,
  });
  const metadata = discovered.serverMetadata();
  const config = new oidc.Configuration(
    metadata,
    provider.client_id,
    provider.client_secret ?? undefined,
    clientAuthentication(provider.client_secret, metadata.token_endpoint_auth_methods_supported),
  );
  if (insecure) oidc.allowInsecureRequests(config);
  config.timeout = PROVIDER_TIMEOUT_S;
  return config;
}

/**
 * openid-client configurations of the configured providers, discovered once
 * and reused for an hour. Only a cache: any node rebuilds it from the table.
 */
export class OidcClients {
  private readonly cache = new Map<string, { config: Promise<oidc.Configuration>; fetchedAt: number }>();

  configurationFor(provider: SsoProviderRow): Promise<oidc.Configuration> {
    const key = JSON.stringify([provider.issuer, provider.client_id, provider.client_secret]);
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.fetchedAt < METADATA_TTL_MS) return cached.config;
    const config = discover(provider);
    this.cache.set(key, { config, fetchedAt: Date.now() });
    // A failed discovery is not remembered: the next sign-in tries again.
    config.catch(() => {
      if (this.cache.get(key)?.config === config) this.cache.delete(key);
    });
    return config;
  }
}
