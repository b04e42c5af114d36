import { useEffect, useState } from 'react';
import { safeUrl } from './qtiSafeMarkup.ts';
import { scopedCss } from './scopedStylesheet.ts';

/** The item's stylesheets, fetched from where the package import put them and scoped to the item (scopedStylesheet.ts). */
export function QtiStylesheets({ hrefs, scope }: { hrefs: string[]; scope: string }) {
  const [sheets, setSheets] = useState<string[]>([]);
  const key = hrefs.join('\n');
  useEffect(() => {
    let current = true;
    const wanted = key.split('\n').filter((href) => href !== '' && safeUrl(href) && !/^(https?:)?\/\//i.test(href));
    void Promise.all(wanted.map((href) => fetch(href).then((answer) => (answer.ok ? answer.text() : ''), () => ''))).then((texts) => {
      if (current) setSheets(texts.filter((text) => text !== '').map((text) => scopedCss(text, scope)));
    });
    return () => {
      current = false;
    };
  }, [key, scope]);
  return (
    <>
      {sheets.map((sheet, index) => (
        <style key={index}>{sheet}</style>
      ))}
    </>
  );
}
