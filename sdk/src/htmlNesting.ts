import { Parser } from 'htmlparser2';

/** How deep course HTML may nest elements: pages need a dozen levels; the sanitiser's work grows with the square of the depth. */
export const MAX_HTML_DEPTH = 200;

export const HTML_TOO_DEEP = `The HTML content is nested too deeply (more than ${MAX_HTML_DEPTH} levels of elements).`;

/**
 * Whether HTML nests elements deeper than `limit`, as the sanitiser's parser
 * reads it (void elements and implied end tags included). One linear pass
 * that stops at the first element past the limit.
 */
export function htmlNestsDeeperThan(html: string, limit: number = MAX_HTML_DEPTH): boolean {
  let depth = 0;
  let deeper = false;
  const parser = new Parser(
    {
      onopentag() {
        if (++depth > limit && !deeper) {
          deeper = true;
          parser.pause();
        }
      },
      onclosetag() {
        depth--;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return deeper;
}
