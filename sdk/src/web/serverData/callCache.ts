import type { QueryKey } from '@tanstack/react-query';
import type { AnyCall, CallArgs } from '@lms/contract/call.ts';

/** The first part of every key a plugin's queries use: the host's own keys never start with it. */
export const PLUGIN_KEY_ROOT = 'plugin';

/** Whose answer it is: the session user's id, or null for a visitor (an answer may depend on who asks). */
export type CallerId = string | null;

/**
 * The cache key of one call as a plugin reads it: the plugin's id first, so two
 * plugins' queries never share an entry; the caller, so a visitor's answer is
 * not shown once they log in; then the call and its arguments.
 */
export function pluginCallKey<C extends AnyCall>(pluginId: string, caller: CallerId, call: C, args?: CallArgs<C>): QueryKey {
  const { params, query, body } = (args ?? {}) as { params?: Readonly<Record<string, string>>; query?: unknown; body?: unknown };
  // The body too: a POST that reads (confirm a payment) is another answer for another body.
  return [...pluginCallPrefix(pluginId, caller, call), params ?? {}, query ?? {}, body ?? null];
}

/** Every key of one call of a plugin, whatever its arguments (to invalidate them all). */
export function pluginCallPrefix(pluginId: string, caller: CallerId, call: AnyCall): QueryKey {
  return [PLUGIN_KEY_ROOT, pluginId, caller, call.method, call.path];
}

/**
 * The cache key of a plugin's own read (not one call: a report read in
 * batches, a file's bytes): the plugin's id and the caller first, as for a
 * call, then `read`, the read's name and its arguments.
 */
export function pluginReadKey(pluginId: string, caller: CallerId, name: string, args: unknown): QueryKey {
  return [PLUGIN_KEY_ROOT, pluginId, caller, 'read', name, args ?? null];
}
