import { coreServices, defineRoute } from '@lms/sdk';
import { listCalendarEntries } from '../calls/calendarCalls.ts';
import { requireCalendar } from './calendarInUse.ts';
import { calendarPageSize } from './calendarPageSize.ts';
import { calendarReaderRef } from './services.ts';

/** The entries between two instants (`to` excluded); either end open. */
function inRange(date: string, from: string | undefined, to: string | undefined): boolean {
  const at = Date.parse(date);
  return (from === undefined || at >= Date.parse(from)) && (to === undefined || at < Date.parse(to));
}

export const entryRoutes = [
  defineRoute(listCalendarEntries, {
    permission: 'course:view',
    deps: { reader: calendarReaderRef, labels: coreServices.labelBundle, courses: coreServices.courses },
    async handler({ params, query, user, access, host, deps }) {
      await requireCalendar(deps.courses, params.courseId);
      const [all, pageSize] = await Promise.all([
        deps.reader.entries(params.courseId, { userId: user!.id, seesEverything: access?.professor === true }),
        calendarPageSize(deps.labels, host),
      ]);
      const entries = all.filter((entry) => inRange(entry.date, query.from, query.to));
      const offset = query.offset ?? 0;
      return { entries: entries.slice(offset, offset + (query.limit ?? pageSize)), total: entries.length, page_size: pageSize };
    },
  }),
];
