import { ApiError, type CallQueryOptions } from '@lms/sdk/web';
import type { AnyCall, CallAnswer, CallArgs } from '@lms/sdk/calls';
import { useCallQuery } from '../serverData.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'loaded'; value: T } | { state: 'failed'; message: string };

export const failureText = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/** A query's state as the grading screens show it: waiting, the answer, or why it failed. */
export function loadedOf<T>(query: { data: T | undefined; error: Error | null }): Loaded<T> {
  if (query.error) return { state: 'failed', message: failureText(query.error) };
  return query.data === undefined ? { state: 'loading' } : { state: 'loaded', value: query.data };
}

/**
 * A grading call's answer through the plugin's query cache, and `reload()`:
 * a reload keeps showing the last answer until the new one comes.
 */
export function useLoadedCall<C extends AnyCall>(call: C, args: CallArgs<C>, options?: CallQueryOptions<CallAnswer<C>, CallAnswer<C>>): { loaded: Loaded<CallAnswer<C>>; reload(): void } {
  const query = useCallQuery(call, args, options);
  return { loaded: loadedOf(query), reload: () => void query.refetch() };
}
