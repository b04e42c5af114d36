import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { invalidUrl } from './fetchErrors.ts';
import { isPublicAddress } from './publicAddress.ts';
import { untilAborted } from './untilAborted.ts';

/** An address of the URL's host that passed the vetting; the request connects to it and nowhere else. */
export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves the URL's host to all its addresses and refuses it ('URL is
 * invalid.') if any one is not public, so a name that also points inside the
 * network is refused whichever address a connection would pick.
 * `allowAddress` lets more addresses through (tests use it for their local server).
 */
export async function vetHost(url: URL, signal: AbortSignal, allowAddress?: (address: string) => boolean): Promise<VettedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  const addresses = literal === 0 ? await resolveAll(host, signal) : [{ address: host, family: literal }];
  const allowed = (address: string) => isPublicAddress(address) || allowAddress?.(address) === true;
  const first = addresses[0];
  if (!first || !addresses.every(({ address }) => allowed(address))) throw invalidUrl();
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

async function resolveAll(host: string, signal: AbortSignal) {
  try {
    return await untilAborted(lookup(host, { all: true, verbatim: true }), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    // A name that does not resolve makes the URL unusable as typed.
    throw invalidUrl();
  }
}
