import { Parser } from 'htmlparser2';

/** What a page says about itself; empty strings when it says nothing. */
export interface HtmlSummary {
  title: string;
  description: string;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The page's title (its <title>, else og:title) and description (meta
 * description, else og:description), read with a real HTML parser so
 * comments, scripts and odd markup do not fool it. A <title> inside an <svg>
 * names the drawing, not the page.
 */
export function readHtmlSummary(html: string): HtmlSummary {
  let titleText: string | null = null;
  let inTitle = false;
  let svgDepth = 0;
  const meta = new Map<string, string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg') svgDepth++;
        else if (name === 'title' && svgDepth === 0 && titleText === null) inTitle = true;
        else if (name === 'meta' && attributes.content !== undefined) {
          const key = (attributes.name ?? attributes.property ?? '').toLowerCase();
          if (key !== '' && !meta.has(key)) meta.set(key, attributes.content);
        }
      },
      ontext(text) {
        if (inTitle) titleText = (titleText ?? '') + text;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        else if (name === 'title' && inTitle) {
          inTitle = false;
          titleText ??= '';
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return {
    title: collapse(titleText ?? '') || collapse(meta.get('og:title') ?? ''),
    description: collapse(meta.get('description') ?? '') || collapse(meta.get('og:description') ?? ''),
  };
}
