import type { PublicWeb } from '@lms/contract/services.ts';
import { safeFetch, type SafeFetchOptions } from './safeFetch.ts';

/**
 * `coreServices.publicWeb`: the vetted fetch (safeFetch) for plugins. Only the
 * three limits (and a POST's body) pass from the caller, so nothing a plugin sends loosens the
 * address policy; `allowAddress` is for tests, to reach their own local server.
 */
export function publicWeb(allowAddress?: SafeFetchOptions['allowAddress']): PublicWeb {
  return {
    fetch: (address, { accept, maxBytes, timeoutMs, post }) => safeFetch(address, { accept, maxBytes, timeoutMs, post, allowAddress }),
  };
}
