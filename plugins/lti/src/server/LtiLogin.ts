import { randomBytes } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { Clock, SigningKeys } from '@lms/sdk';
import type { PlatformStore } from './PlatformStore.ts';
import type { Platform } from '../calls/ltiCalls.ts';
import { refused } from './ltiErrnos.ts';
import { newBinding, type BrowserBinding } from './browserBinding.ts';

/** How long a browser has from our login answer to the platform's launch. */
export const STATE_SECONDS = 600;

export const launchAddress = (origin: string): string => `${origin}/server/lti/launch`;

/** What a state carries back to the launch: the platform, the nonce, the hash of the browser's binding and the platform's storage frame, if it offered one. */
export interface LoginState {
  platformId: string;
  nonce: string;
  bindingHash: string;
  storageTarget: string | null;
}

/** A login started: where to send the browser, and what it must keep to prove the launch is its own. */
export interface StartedLogin {
  url: URL;
  platform: Platform;
  nonce: string;
  binding: BrowserBinding;
  /** The platform's frame holding its client-side storage (`lti_storage_target`), if it offers one. */
  storageTarget: string | null;
}

/**
 * OIDC third-party login initiation (LTI 1.3 §5.1.1). The state is a JWT
 * signed with the installation's key (audience: our launch address, 10
 * minutes), carrying the platform, the nonce sent and the hash of the browser's
 * binding (see browserBinding.ts): the launch takes only an id_token for a login we
 * started, in this browser, for that platform, with that nonce, and the nonce is
 * then used up.
 */
export class LtiLogin {
  constructor(
    private readonly platforms: PlatformStore,
    private readonly keys: SigningKeys,
    private readonly clock: Clock,
  ) {}

  /** The platform's authentication address to send the browser to. Refuses an unknown platform or deployment, a missing hint or a target not on this site. */
  async start(params: Record<string, string | undefined>, origin: string): Promise<StartedLogin> {
    if (!params.iss) throw refused('the login initiation has no iss');
    if (!params.login_hint) throw refused('the login initiation has no login_hint');
    if (!params.target_link_uri) throw refused('the login initiation has no target_link_uri');
    if (!sameOrigin(params.target_link_uri, origin)) throw refused('the target_link_uri is not an address of this site');
    const platform = await this.platforms.byIssuer(params.iss, params.client_id);
    if (!platform) throw refused('no platform is registered for this issuer and client id');
    if (params.lti_deployment_id && !platform.deployment_ids.includes(params.lti_deployment_id)) throw refused('the deployment id is not registered');
    const nonce = randomBytes(24).toString('base64url');
    const binding = newBinding();
    const storageTarget = params.lti_storage_target?.trim() ? params.lti_storage_target.trim().slice(0, 200) : null;
    const state = await this.keys.sign(
      { iss: origin, lti_state: { platform: platform.id, nonce, bind: binding.hash, ...(storageTarget ? { storage: storageTarget } : {}) } },
      { audience: launchAddress(origin), expiresInSeconds: STATE_SECONDS },
    );
    const url = new URL(platform.auth_login_url);
    const query: Record<string, string> = {
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.client_id,
      redirect_uri: launchAddress(origin),
      login_hint: params.login_hint,
      state,
      nonce,
      ...(params.lti_message_hint ? { lti_message_hint: params.lti_message_hint } : {}),
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return { url, platform, nonce, binding, storageTarget };
  }

  /** The platform and nonce of a state we signed, still valid; refuses another. */
  async stateOf(state: string | undefined, origin: string): Promise<{ platform: Platform; nonce: string; bindingHash: string; storageTarget: string | null }> {
    if (!state) throw refused('the launch has no state');
    let claims: LoginState;
    try {
      const { payload } = await jwtVerify(state, createLocalJWKSet(await this.keys.jwks()), {
        algorithms: ['RS256'],
        issuer: origin,
        audience: launchAddress(origin),
        currentDate: this.clock.now(),
      });
      const carried = payload.lti_state as { platform?: unknown; nonce?: unknown; bind?: unknown; storage?: unknown } | undefined;
      if (typeof carried?.platform !== 'string' || typeof carried.nonce !== 'string' || typeof carried.bind !== 'string') throw new Error('no lti_state');
      claims = { platformId: carried.platform, nonce: carried.nonce, bindingHash: carried.bind, storageTarget: typeof carried.storage === 'string' ? carried.storage : null };
    } catch {
      throw refused('the state is not one this site issued, or it has expired');
    }
    const platform = await this.platforms.byId(claims.platformId);
    if (!platform) throw refused('the platform of this login is no longer registered');
    return { platform, nonce: claims.nonce, bindingHash: claims.bindingHash, storageTarget: claims.storageTarget };
  }
}

function sameOrigin(address: string, origin: string): boolean {
  try {
    return new URL(address).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
