import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient, type Query, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { AnyCall, CallAnswer, CallArgs } from '@lms/contract/call.ts';
import type { ApiClient } from '../apiClient.ts';
import { useApi, useSessionUser } from '../context.ts';
import { pluginCallKey, pluginCallPrefix, pluginReadKey, type CallerId } from './callCache.ts';
import { emitDataEvents, refetchOnMeta, type DataEvent, type HostDataEvent } from './dataEvents.ts';

/** The events plugin P may emit: the host's, and its own (`P.something`). */
export type EmittableEvent<P extends string> = HostDataEvent | `${P}.${string}`;

export interface CallQueryOptions<A, S> {
  /** False: do not read yet (a parameter is still missing). */
  enabled?: boolean;
  /** Named events (any plugin's or the host's) after which the answer is read again. */
  refetchOn?: readonly DataEvent[];
  /** How long an answer counts as fresh; by default none: a screen that mounts shows the cached answer and reads it again. */
  staleTime?: number;
  /** Ask again this often while on screen; a function may stop (false) once the answer is final. */
  refetchInterval?: number | false | ((answer: A | undefined, query: Query<A, Error>) => number | false);
  /** What the screen reads from the answer. */
  select?(answer: A): S;
  /** Keep showing the previous arguments' answer while the new one loads (a filter being typed). */
  keepPreviousAnswer?: boolean;
}

export interface ReadQueryOptions {
  /** False: do not read yet (not asked for, or a parameter is still missing). */
  enabled?: boolean;
  /** Named events after which the answer is read again. */
  refetchOn?: readonly DataEvent[];
  /** How long an answer counts as fresh; by default none (as for a call). */
  staleTime?: number;
  /** Forget the answer once no screen shows it; a read still going is then stopped (its signal aborts). */
  forgetWhenUnused?: boolean;
}

export interface CallMutationOptions<C extends AnyCall, P extends string> {
  /** Named events emitted once the call succeeded: every query listening to them is read again before `mutateAsync` resolves. */
  emits?: readonly EmittableEvent<P>[];
  /** Runs after a success (before the events): e.g. put the answer in the cache with `setAnswer`. */
  onSuccess?(answer: CallAnswer<C>, args: CallArgs<C>): void | Promise<void>;
}

/** A call's answer in the cache, for realtime events and a mutation's answer. */
export interface PluginCallCache<P extends string> {
  /** The cached answer of `call` with `args`, if read. */
  get<C extends AnyCall>(call: C, args: CallArgs<C>): CallAnswer<C> | undefined;
  /** How many times the call has answered since it was first read (the polls of a `refetchInterval`). */
  answerCount<C extends AnyCall>(call: C, args: CallArgs<C>): number;
  /** Replaces the cached answer (an updater gets undefined when nothing is cached yet). */
  set<C extends AnyCall>(call: C, args: CallArgs<C>, update: (current: CallAnswer<C> | undefined) => CallAnswer<C> | undefined): void;
  /** Reads again `call` with `args` (every argument when absent); resolves once read. */
  invalidate<C extends AnyCall>(call: C, args?: CallArgs<C>): Promise<void>;
  /** Emits named events now (e.g. on a realtime event). */
  emit(...events: readonly EmittableEvent<P>[]): Promise<void>;
}

export interface PluginServerData<P extends string> {
  pluginId: P;
  /** Reads a call through the host's query cache: loading, error and data states, refetch, events. A query must be safe to repeat. */
  useCallQuery<C extends AnyCall, S = CallAnswer<C>>(call: C, args: CallArgs<C>, options?: CallQueryOptions<CallAnswer<C>, S>): UseQueryResult<S, Error>;
  /**
   * Reads through the host's query cache with the plugin's own read function
   * (several calls in sequence, a file's bytes), keyed by `name` and `args`.
   * `read` gets a signal that aborts when the read is no longer wanted.
   */
  useReadQuery<A>(name: string, args: unknown, read: (signal: AbortSignal) => Promise<A>, options?: ReadQueryOptions): UseQueryResult<A, Error>;
  /** A write: `mutate(args)` / `mutateAsync(args)`, then its events. */
  useCallMutation<C extends AnyCall>(call: C, options?: CallMutationOptions<C, P>): UseMutationResult<CallAnswer<C>, Error, CallArgs<C>>;
  /** This plugin's answers in the cache. */
  useCallCache(): PluginCallCache<P>;
}

const useCaller = (): CallerId => useSessionUser()?.mongoId ?? null;

/** `api.call` with the arguments as one value (the spread form needs the call's literal type). */
const callWith = <C extends AnyCall>(api: ApiClient, call: C, args: CallArgs<C>): Promise<CallAnswer<C>> =>
  (api.call as (call: C, args: CallArgs<C>) => Promise<CallAnswer<C>>)(call, args);

/**
 * A plugin's server data over the host's TanStack Query cache. Create it once
 * per plugin, in a module of its web side, with the plugin's id: every key it
 * makes starts with that id, so plugins never share or clobber an entry.
 *
 *     export const { useCallQuery, useCallMutation, useCallCache } = pluginServerData('payments');
 */
export function pluginServerData<const P extends string>(pluginId: P): PluginServerData<P> {
  function useCallQuery<C extends AnyCall, S = CallAnswer<C>>(call: C, args: CallArgs<C>, options: CallQueryOptions<CallAnswer<C>, S> = {}): UseQueryResult<S, Error> {
    const api = useApi();
    const caller = useCaller();
    const { refetchInterval } = options;
    return useQuery<CallAnswer<C>, Error, S>({
      queryKey: pluginCallKey(pluginId, caller, call, args),
      queryFn: () => callWith(api, call, args),
      enabled: options.enabled,
      staleTime: options.staleTime ?? 0,
      select: options.select,
      meta: options.refetchOn ? refetchOnMeta(options.refetchOn) : undefined,
      placeholderData: options.keepPreviousAnswer ? (previous) => previous : undefined,
      refetchInterval: typeof refetchInterval === 'function' ? (query) => refetchInterval(query.state.data, query) : refetchInterval,
    });
  }

  function useReadQuery<A>(name: string, args: unknown, read: (signal: AbortSignal) => Promise<A>, options: ReadQueryOptions = {}): UseQueryResult<A, Error> {
    const caller = useCaller();
    return useQuery<A, Error>({
      queryKey: pluginReadKey(pluginId, caller, name, args),
      queryFn: ({ signal }) => read(signal),
      enabled: options.enabled,
      staleTime: options.staleTime ?? 0,
      gcTime: options.forgetWhenUnused ? 0 : undefined,
      meta: options.refetchOn ? refetchOnMeta(options.refetchOn) : undefined,
    });
  }

  function useCallMutation<C extends AnyCall>(call: C, options: CallMutationOptions<C, P> = {}): UseMutationResult<CallAnswer<C>, Error, CallArgs<C>> {
    const api = useApi();
    const client = useQueryClient();
    return useMutation<CallAnswer<C>, Error, CallArgs<C>>({
      mutationFn: (args) => callWith(api, call, args),
      onSuccess: async (answer, args) => {
        await options.onSuccess?.(answer, args);
        await emitDataEvents(client, options.emits ?? []);
      },
    });
  }

  function useCallCache(): PluginCallCache<P> {
    const client = useQueryClient();
    const caller = useCaller();
    const get = useCallback(<C extends AnyCall>(call: C, args: CallArgs<C>) => client.getQueryData<CallAnswer<C>>(pluginCallKey(pluginId, caller, call, args)), [client, caller]);
    const answerCount = useCallback(
      <C extends AnyCall>(call: C, args: CallArgs<C>) => client.getQueryState(pluginCallKey(pluginId, caller, call, args))?.dataUpdateCount ?? 0,
      [client, caller],
    );
    const set = useCallback(
      <C extends AnyCall>(call: C, args: CallArgs<C>, update: (current: CallAnswer<C> | undefined) => CallAnswer<C> | undefined) =>
        void client.setQueryData<CallAnswer<C>>(pluginCallKey(pluginId, caller, call, args), update),
      [client, caller],
    );
    const invalidate = useCallback(
      <C extends AnyCall>(call: C, args?: CallArgs<C>) =>
        client.invalidateQueries({ queryKey: args ? pluginCallKey(pluginId, caller, call, args) : pluginCallPrefix(pluginId, caller, call) }),
      [client, caller],
    );
    const emit = useCallback((...events: readonly EmittableEvent<P>[]) => emitDataEvents(client, events), [client]);
    return { get, answerCount, set, invalidate, emit };
  }

  return { pluginId, useCallQuery, useReadQuery, useCallMutation, useCallCache };
}
