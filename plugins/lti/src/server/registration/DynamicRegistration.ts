import { LmsError, type PublicWeb } from '@lms/sdk';
import type { Platform } from '../../calls/ltiCalls.ts';
import type { PlatformStore } from '../PlatformStore.ts';
import { registrationFailed } from '../ltiErrnos.ts';
import { TOOL_CONFIGURATION, toolConfiguration } from './toolConfiguration.ts';

const JSON_TYPES = ['application/json'];
const MAX_BYTES = 64 * 1024;
const TIMEOUT_MS = 10_000;
const URL_FIELDS = ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'registration_endpoint'] as const;

/** What a platform's openid-configuration must give (LTI Dynamic Registration 1.0 §3.4.1). */
interface PlatformConfiguration {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  registration_endpoint: string;
}

const httpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const shortText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 500;

function parsedJson(body: Uint8Array, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(body).toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Said below.
  }
  throw registrationFailed(`${what} is not a JSON object`);
}

/**
 * LTI Dynamic Registration 1.0, tool side: every address is fetched through
 * `coreServices.publicWeb` (the vetted, SSRF-safe fetch: public addresses
 * only, pinned connections, capped bodies, one timeout). The platform is
 * stored only once it answered a client id and a deployment id; any failure
 * says which step failed and stores nothing.
 */
export class DynamicRegistration {
  constructor(
    private readonly web: PublicWeb,
    private readonly platforms: PlatformStore,
  ) {}

  async register(input: { openid_configuration: string; registration_token?: string }, origin: string): Promise<Platform> {
    const configuration = await this.configurationOf(input.openid_configuration);
    const answer = parsedJson(
      await this.fetch(configuration.registration_endpoint, "the platform's registration endpoint refused our configuration or did not answer", {
        contentType: 'application/json',
        body: JSON.stringify(toolConfiguration(origin)),
        ...(input.registration_token ? { authorization: `Bearer ${input.registration_token}` } : {}),
      }),
      "the registration endpoint's answer",
    );
    if (!shortText(answer.client_id)) throw registrationFailed('the platform answered no client_id');
    const deploymentId = (answer[TOOL_CONFIGURATION] as { deployment_id?: unknown } | undefined)?.deployment_id;
    if (!shortText(deploymentId)) throw registrationFailed('the platform answered no deployment_id');
    return this.platforms.create({
      issuer: configuration.issuer,
      client_id: answer.client_id,
      deployment_ids: [deploymentId],
      auth_login_url: configuration.authorization_endpoint,
      token_url: configuration.token_endpoint,
      jwks_url: configuration.jwks_uri,
    });
  }

  /** The platform's openid-configuration, checked: its issuer is the configuration address's prefix, RS256, every address http(s). */
  private async configurationOf(address: string): Promise<PlatformConfiguration> {
    const config = parsedJson(await this.fetch(address, "the platform's openid-configuration could not be read"), "the platform's openid-configuration");
    if (!httpUrl(config.issuer) || config.issuer.length > 500) throw registrationFailed('the openid-configuration has no issuer');
    if (!address.startsWith(config.issuer)) throw registrationFailed("the openid-configuration's issuer does not match its address");
    const urls = URL_FIELDS.map((field) => {
      const value = config[field];
      if (!httpUrl(value)) throw registrationFailed(`the openid-configuration has no ${field}`);
      return value;
    });
    const algorithms = config.id_token_signing_alg_values_supported;
    if (Array.isArray(algorithms) && !algorithms.includes('RS256')) throw registrationFailed('the platform does not sign with RS256');
    const [authorization_endpoint, token_endpoint, jwks_uri, registration_endpoint] = urls as [string, string, string, string];
    return { issuer: config.issuer, authorization_endpoint, token_endpoint, jwks_uri, registration_endpoint };
  }

  private async fetch(address: string, failure: string, post?: { contentType: string; body: string; authorization?: string }): Promise<Uint8Array> {
    try {
      return (await this.web.fetch(address, { accept: JSON_TYPES, maxBytes: MAX_BYTES, timeoutMs: TIMEOUT_MS, ...(post ? { post } : {}) })).body;
    } catch (error) {
      // A refusing endpoint answers a non-2xx status, which the vetted fetch calls url-unreachable: the failure says it already.
      if (error instanceof LmsError) throw registrationFailed(post && error.errno === 'url-unreachable' ? failure : `${failure} (${error.message})`);
      throw error;
    }
  }
}
