import type { VerifiedLaunch } from '../LaunchVerifier.ts';
import { DEEP_LINK_CLAIM } from '../ltiClaims.ts';
import { refused } from '../ltiErrnos.ts';

/** What a deep linking request asks of us (LTI Deep Linking 2.0 §4.4). */
export interface DeepLinkSettings {
  returnUrl: string;
  /** The platform's opaque `data`, echoed in the answer. */
  data: string | null;
  acceptMultiple: boolean;
}

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * The settings of a verified LtiDeepLinkingRequest: only course staff may
 * pick, the return address must be an http(s) URL, and the platform must
 * take resource links (the only item we answer).
 */
export function deepLinkSettings(launch: VerifiedLaunch): DeepLinkSettings {
  if (launch.role === 'student') throw refused('only instructors may pick what to link');
  const settings = launch.claims[DEEP_LINK_CLAIM.settings] as Record<string, unknown> | undefined;
  if (!settings || typeof settings !== 'object') throw refused('the deep linking request has no deep_linking_settings');
  if (!isHttpUrl(settings.deep_link_return_url)) throw refused('the deep linking request has no valid deep_link_return_url');
  const acceptTypes = settings.accept_types;
  if (!Array.isArray(acceptTypes) || !acceptTypes.includes('ltiResourceLink')) throw refused('the platform does not accept resource links (accept_types)');
  if (settings.data !== undefined && typeof settings.data !== 'string') throw refused('the deep linking data must be a string');
  return {
    returnUrl: settings.deep_link_return_url,
    data: settings.data ?? null,
    acceptMultiple: settings.accept_multiple === true,
  };
}
