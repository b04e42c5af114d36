import { ANY_HTTPS_PAGE, isEmbedSource, type PluginManifest } from '@lms/core';

/**
 * Where the page may frame from besides this site: the embed providers the
 * installed plugins declare (`embedOrigins`), or, when the operator sets
 * LMS_FRAME_SOURCES (space- or comma-separated; `none` for no other site), that list instead.
 */
export function pageFrameSources(manifests: readonly PluginManifest[], env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = env.LMS_FRAME_SOURCES?.trim();
  const sources = configured ? (configured === 'none' ? [] : configured.split(/[\s,]+/).filter(Boolean)) : manifests.flatMap((manifest) => manifest.embedOrigins ?? []);
  const wrong = sources.find((source) => !isEmbedSource(source));
  if (wrong !== undefined) throw new Error(`LMS_FRAME_SOURCES must list https origins (like https://player.vimeo.com) or https:, got "${wrong}"`);
  // "https:" already covers every https origin: the header says it once.
  return sources.includes(ANY_HTTPS_PAGE) ? [ANY_HTTPS_PAGE] : [...new Set(sources)];
}
