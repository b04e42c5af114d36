import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { CalendarReader } from './CalendarReader.ts';
import { FeedTokens } from './FeedTokens.ts';

export const calendarReaderRef = createServiceRef<CalendarReader>('calendar.reader');
export const feedTokensRef = createServiceRef<FeedTokens>('calendar.feed-tokens');

export const CALENDAR_SERVICES = [
  defineService({
    ref: calendarReaderRef,
    deps: { records: coreServices.gradebookRecords, clock: coreServices.clock },
    factory: ({ records, clock }) => new CalendarReader(records, clock),
  }),
  defineService({
    ref: feedTokensRef,
    deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock },
    factory: ({ db, ids, clock }) => new FeedTokens(db, ids, clock),
  }),
];
