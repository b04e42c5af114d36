import { resolveInPackage } from './packageManifest.ts';

/** Where a confirmed package file is served: what links in imported items and stimuli point to. */
export const packageFileUrl = (id: string) => `/server/assessment/packages/files/${id}`;

/** Whether a link is a confirmed package file's address (ids are 24 hex digits, see readPackageContents). */
export const isPackageFileUrl = (link: string) => /^\/server\/assessment\/packages\/files\/[0-9a-f]{24}$/.test(link);

const LINK = /\b(src|href|data|poster)\s*=\s*(["'])([^"']*)\2/g;

const unescapeXml = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/**
 * Rewrites the links of an XML file of the package (img src, object data,
 * a href, media sources) that name one of its media files to that file's
 * address here; other links are left as written. Answers the rewritten XML
 * and the media paths it used.
 */
export function rewriteLinks(path: string, xml: string, mediaIds: ReadonlyMap<string, string>): { xml: string; used: string[] } {
  const used = new Set<string>();
  const rewritten = xml.replace(LINK, (whole, attribute: string, quote: string, value: string) => {
    const target = resolveInPackage(path, unescapeXml(value));
    const id = target === null ? undefined : mediaIds.get(target);
    if (id === undefined) return whole;
    used.add(target!);
    return `${attribute}=${quote}${packageFileUrl(id)}${quote}`;
  });
  return { xml: rewritten, used: [...used] };
}
