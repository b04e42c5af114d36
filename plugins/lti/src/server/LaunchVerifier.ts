import type { Knex } from 'knex';
import type { JWTPayload } from 'jose';
import type { Clock } from '@lms/sdk';
import { Rs256Refusal, verifyRs256, type RemoteKeySets } from '@lms/sdk/jwt';
import type { Platform } from '../calls/ltiCalls.ts';
import { CLAIM, courseRole, MESSAGE_TYPES, type CourseRole, type MessageType } from './ltiClaims.ts';
import { refused } from './ltiErrnos.ts';

/** Seconds of clock difference allowed on exp and iat. */
export const CLOCK_SKEW_SECONDS = 60;
/** An id_token issued longer ago than this is refused, whatever its exp. */
export const MAX_TOKEN_AGE_SECONDS = 600;

/** An id_token that passed every check. */
export interface VerifiedLaunch {
  platform: Platform;
  messageType: MessageType;
  deploymentId: string;
  /** The platform's user id (`sub`). */
  subject: string;
  role: CourseRole;
  roles: string[];
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  resourceLinkId: string | null;
  targetLinkUri: string;
  claims: JWTPayload;
}

/**
 * LTI 1.3 launch validation (1EdTech Security Framework §5.1.3 and LTI core
 * §5.3): RS256 only, the key by `kid` from the platform's JWKS, iss, aud and
 * azp, exp and iat with a small skew, the nonce of our state, the deployment,
 * the message type, version 1.3.0 and the roles. Each failure says which check
 * failed; `useNonce` stores the nonce only once every check has passed.
 */
export class LaunchVerifier {
  constructor(
    private readonly keys: RemoteKeySets,
    private readonly clock: Clock,
  ) {}

  async verify(idToken: string | undefined, platform: Platform, nonce: string): Promise<VerifiedLaunch> {
    if (!idToken) throw refused('the launch has no id_token');
    let claims: JWTPayload;
    try {
      claims = await verifyRs256(idToken, { jwks: this.keys.of(platform.jwks_url) }, {
        issuer: platform.issuer,
        audience: platform.client_id,
        clockToleranceSeconds: CLOCK_SKEW_SECONDS,
        maxAgeSeconds: MAX_TOKEN_AGE_SECONDS,
        requiredClaims: ['iat', 'exp', 'sub', 'nonce'],
        now: this.clock.now(),
      });
    } catch (error) {
      throw refused(reasonOf(error));
    }
    const now = this.clock.now().getTime() / 1000;
    if ((claims.iat as number) > now + CLOCK_SKEW_SECONDS) throw refused('the id_token was issued in the future');
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (audiences.length > 1 && claims.azp === undefined) throw refused('the id_token has several audiences and no azp');
    if (claims.azp !== undefined && claims.azp !== platform.client_id) throw refused('the azp is not our client id');
    if (claims.nonce !== nonce) throw refused('the nonce is not the one of this login');
    const deploymentId = claims[CLAIM.deploymentId];
    if (typeof deploymentId !== 'string' || !platform.deployment_ids.includes(deploymentId)) throw refused('the deployment id is not registered');
    const messageType = claims[CLAIM.messageType];
    if (messageType === undefined) throw refused('the id_token has no message type');
    if (!MESSAGE_TYPES.includes(messageType as MessageType)) throw refused('the message type is not supported');
    if (claims[CLAIM.version] !== '1.3.0') throw refused('the LTI version must be 1.3.0');
    const roles = claims[CLAIM.roles];
    if (!Array.isArray(roles) || roles.some((role) => typeof role !== 'string')) throw refused('the id_token has no roles');
    const role = courseRole(roles as string[]);
    if (!role) throw refused('none of the roles is one this site knows (instructor, teaching assistant or learner)');
    const targetLinkUri = claims[CLAIM.targetLinkUri];
    if (typeof targetLinkUri !== 'string') throw refused('the id_token has no target_link_uri');
    const resourceLink = claims[CLAIM.resourceLink] as { id?: unknown } | undefined;
    if (messageType === 'LtiResourceLinkRequest' && typeof resourceLink?.id !== 'string') throw refused('the resource link launch has no resource link id');
    return {
      platform,
      messageType: messageType as MessageType,
      deploymentId,
      subject: claims.sub!,
      role,
      roles: roles as string[],
      email: typeof claims.email === 'string' ? claims.email : null,
      givenName: typeof claims.given_name === 'string' ? claims.given_name : null,
      familyName: typeof claims.family_name === 'string' ? claims.family_name : null,
      resourceLinkId: typeof resourceLink?.id === 'string' ? resourceLink.id : null,
      targetLinkUri,
      claims,
    };
  }

  /** Uses the launch's nonce up in `trx`; refuses one used before. Expired nonces are cleared on the way. */
  async useNonce(trx: Knex.Transaction, launch: VerifiedLaunch): Promise<void> {
    const now = this.clock.now();
    await trx('lti_nonces').where('expires_at', '<', now).delete();
    const expiresAt = new Date(((launch.claims.exp as number) + CLOCK_SKEW_SECONDS) * 1000);
    const stored = await trx('lti_nonces')
      .insert({ platform_id: launch.platform.id, nonce: launch.claims.nonce, expires_at: expiresAt })
      .onConflict(['platform_id', 'nonce'])
      .ignore()
      .returning('nonce');
    if (!stored.length) throw refused('the nonce was used already');
  }
}

/** The words of each check that refused the id_token. */
const REASONS: Record<Rs256Refusal['reason'], string> = {
  malformed: 'the id_token is not a signed JWT',
  algorithm: 'the id_token must be signed with RS256',
  'no-kid': 'the id_token header has no kid',
  expired: 'the id_token has expired',
  claim: '',
  'no-key': "no key of the platform's JWKS has this kid",
  signature: 'the id_token signature does not verify',
  'keys-unreadable': "the platform's keys could not be read",
};

function reasonOf(error: unknown): string {
  if (!(error instanceof Rs256Refusal)) return REASONS['keys-unreadable'];
  if (error.reason !== 'claim') return REASONS[error.reason];
  if (error.claim === 'iss') return "the issuer is not the registered platform's";
  if (error.claim === 'aud') return 'the audience is not our client id';
  if (error.claim === 'iat') return 'the id_token is too old or was issued in the future';
  return `the ${error.claim} claim is missing or wrong`;
}
