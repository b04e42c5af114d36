import sanitize from 'sanitize-html';
import { SANITIZE_PROFILES, type SanitizeProfile } from './sanitizeProfiles.ts';

/** `html` with only what `profile` allows (sanitize-html: the same result in Node and the browser). */
export function sanitizeHtml(html: string, profile: SanitizeProfile): string {
  return sanitize(html, SANITIZE_PROFILES[profile]);
}

/** The tags `profile` keeps, e.g. for an editor to offer only those. */
export function allowedTagsOf(profile: SanitizeProfile): readonly string[] {
  const tags = SANITIZE_PROFILES[profile].allowedTags;
  return Array.isArray(tags) ? tags : [];
}
