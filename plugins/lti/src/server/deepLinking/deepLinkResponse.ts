import { randomBytes } from 'node:crypto';
import type { SigningKeys } from '@lms/sdk';
import type { Platform } from '../../calls/ltiCalls.ts';
import { CLAIM, DEEP_LINK_CLAIM } from '../ltiClaims.ts';
import type { ChosenItem, DeepLinkRow } from './DeepLinkStore.ts';

/** How long the platform has to take our answer. */
export const RESPONSE_SECONDS = 300;

/** The address a link lands on: the course, or one of its lessons (what a later resource link launch reads back). */
export const itemAddress = (origin: string, item: Pick<ChosenItem, 'course_id' | 'lesson_id'>): string =>
  `${origin}/${item.course_id}${item.lesson_id ? `/${item.lesson_id}` : ''}`;

/**
 * The LtiDeepLinkingResponse (LTI Deep Linking 2.0 §4.5): signed RS256 with
 * the installation's rotating keys, iss our client id, aud the platform's
 * issuer, the request's deployment id and data echoed, one ltiResourceLink per
 * chosen item with our address and custom parameters naming the course (and
 * lesson), so a launch of it lands there.
 */
export function signDeepLinkResponse(keys: SigningKeys, platform: Platform, request: DeepLinkRow, items: ChosenItem[], origin: string): Promise<string> {
  const contentItems = items.map((item) => ({
    type: 'ltiResourceLink',
    title: item.title,
    url: itemAddress(origin, item),
    custom: { course_id: item.course_id, ...(item.lesson_id ? { lesson_id: item.lesson_id } : {}) },
  }));
  return keys.sign(
    {
      iss: platform.client_id,
      nonce: randomBytes(16).toString('base64url'),
      [CLAIM.messageType]: 'LtiDeepLinkingResponse',
      [CLAIM.version]: '1.3.0',
      [CLAIM.deploymentId]: request.deployment_id,
      [DEEP_LINK_CLAIM.contentItems]: contentItems,
      ...(request.data !== null ? { [DEEP_LINK_CLAIM.data]: request.data } : {}),
    },
    { audience: platform.issuer, expiresInSeconds: RESPONSE_SECONDS, typ: 'JWT' },
  );
}
