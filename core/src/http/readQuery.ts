import { LmsError } from '@lms/contract/errors/LmsError.ts';

/** More than any call's query string needs, far fewer than a 16 KB request line can hold. */
export const MAX_QUERY_PARAMETERS = 100;

/**
 * The query string as `{ name: value }` (a repeated name gives an array), read
 * in one pass. Koa's own `ctx.query` calls getAll() for every name it meets, so
 * `?a&a&a...` within a 16 KB request line cost seconds of event loop.
 */
export function readQuery(querystring: string): Record<string, string | string[]> {
  // Most calls (a page view) carry no query: no URLSearchParams, Map and copy for nothing.
  if (querystring === '') return {};
  const values = new Map<string, string | string[]>();
  let count = 0;
  for (const [name, value] of new URLSearchParams(querystring)) {
    if (++count > MAX_QUERY_PARAMETERS) {
      throw LmsError.validation([{ field: 'query', message: `The query string has more than ${MAX_QUERY_PARAMETERS} parameters.` }]);
    }
    const seen = values.get(name);
    if (seen === undefined) values.set(name, value);
    else if (Array.isArray(seen)) seen.push(value);
    else values.set(name, [seen, value]);
  }
  // fromEntries defines own properties, so a "__proto__" parameter is a plain field.
  return Object.fromEntries(values);
}
