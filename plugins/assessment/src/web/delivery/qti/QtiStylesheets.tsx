import { useReadQuery } from '../../serverData.ts';
import { safeUrl } from './qtiSafeMarkup.ts';
import { scopedCss } from './scopedStylesheet.ts';

/** A stylesheet's text, or nothing when it cannot be read (the item shows without it). */
const readSheet = (href: string, signal: AbortSignal): Promise<string> =>
  fetch(href, { signal }).then(
    (answer) => (answer.ok ? answer.text() : ''),
    () => '',
  );

/** The item's stylesheets, fetched from where the package import put them (this site only) and scoped to the item (scopedStylesheet.ts). */
export function QtiStylesheets({ hrefs, scope }: { hrefs: string[]; scope: string }) {
  const wanted = hrefs.filter((href) => href !== '' && safeUrl(href) && !/^(https?:)?\/\//i.test(href));
  const sheets = useReadQuery('qti-stylesheets', { hrefs: wanted }, async (signal) => (await Promise.all(wanted.map((href) => readSheet(href, signal)))).filter((text) => text !== ''), {
    staleTime: Infinity,
    enabled: wanted.length > 0,
  });
  return (
    <>
      {(sheets.data ?? []).map((sheet, index) => (
        <style key={index}>{scopedCss(sheet, scope)}</style>
      ))}
    </>
  );
}
