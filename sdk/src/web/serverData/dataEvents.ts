import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * A named change to server data, `area.what` (e.g. 'courses.changed'): a
 * mutation emits it, and every query that lists it in `refetchOn` is read again,
 * whichever plugin (or the host) owns that query. Queries and mutations name
 * the event, never each other's keys, so no plugin depends on another.
 */
export type DataEvent = `${string}.${string}`;

/** The host's events a plugin may emit. */
export const HOST_DATA_EVENTS = {
  /** The caller's courses changed (a purchase, an access code, an enrolment): the course list and the paid courses are read again. */
  coursesChanged: 'courses.changed',
  /** The caller's bookmarks changed (a page starred or unstarred): the page star and the bookmark lists are read again. */
  bookmarksChanged: 'bookmarks.changed',
} as const satisfies Record<string, DataEvent>;

export type HostDataEvent = (typeof HOST_DATA_EVENTS)[keyof typeof HOST_DATA_EVENTS];

/** The query `meta` field that holds the events a query is read again on. */
const REFETCH_ON = 'refetchOn';

/** A query's `meta` that makes it refetch on `events` (the host's own queries use it directly). */
export function refetchOnMeta(events: readonly DataEvent[]): Record<string, unknown> {
  return { [REFETCH_ON]: events };
}

function listensTo(query: Query, events: readonly DataEvent[]): boolean {
  const listened = query.meta?.[REFETCH_ON];
  return Array.isArray(listened) && listened.some((event) => events.includes(event as DataEvent));
}

/** Marks every query that listens to one of `events` stale and reads again the ones on screen; resolves once they are read. */
export function emitDataEvents(client: QueryClient, events: readonly DataEvent[]): Promise<void> {
  if (events.length === 0) return Promise.resolve();
  return client.invalidateQueries({ predicate: (query) => listensTo(query, events) });
}
