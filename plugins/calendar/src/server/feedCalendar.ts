import ical, { ICalCalendarMethod } from 'ical-generator';
import type { CalendarEntry } from '../calls/calendarCalls.ts';
import { entrySummary } from '../rules/calendarEntries.ts';

export interface FeedContext {
  courseTitle: string;
  /** This site's public address (absolute links, the UIDs' domain). */
  origin: string;
  now: Date;
}

/** An entry's UID: the same activity and kind keep it across fetches, so calendar applications update events in place. */
export const entryUid = (entry: Pick<CalendarEntry, 'id'>, origin: string): string => `${entry.id}@${new URL(origin).hostname}`;

/**
 * The iCalendar text (RFC 5545, written by ical-generator) of a reader's
 * entries: one event per date, at that instant in UTC and without an end (an
 * event with no DTEND ends when it starts), its summary under the lesson-title
 * rule, its page's absolute address.
 */
export function feedCalendar(entries: readonly CalendarEntry[], context: FeedContext): string {
  const calendar = ical({
    name: context.courseTitle,
    prodId: { company: 'lms', product: 'calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // A hint to applications (REFRESH-INTERVAL, X-PUBLISHED-TTL): dates change rarely, an hour is fresh enough.
    ttl: 60 * 60,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: entryUid(entry, context.origin),
      start: new Date(entry.date),
      stamp: context.now,
      summary: entrySummary(entry),
      description: `Status: ${entry.status}`,
      url: `${context.origin}${entry.link}`,
    });
  }
  return calendar.toString();
}
