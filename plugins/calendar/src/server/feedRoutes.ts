import { Readable } from 'node:stream';
import { coreServices, defineRoute, LmsError, type SessionUser } from '@lms/sdk';
import { calendarFeed, createFeed, getFeedState, revokeFeed } from '../calls/calendarCalls.ts';
import { calendarInUse, requireCalendar } from './calendarInUse.ts';
import { feedCalendar } from './feedCalendar.ts';
import { calendarReaderRef, feedTokensRef } from './services.ts';

const FEED_NOT_FOUND = 'Calendar feed not found.';

/**
 * The feed's owner as a member of courses and nothing more: no site-wide
 * rights (a site administrator's token opens only courses they belong to),
 * so the permission service decides from their enrolment or staff role and
 * the course's holds alone.
 */
const memberOnly = (userId: string): SessionUser => ({ id: userId, email: '', firstname: '', lastname: '', instructor: false, administrator: 0, programAdministrator: false, accountType: '' });

/** The subscription address of a token: what a calendar application is given. */
export const feedAddress = (origin: string, token: string): string => `${origin}/server/calendar/feed/${token}/calendar.ics`;

export const feedRoutes = [
  defineRoute(getFeedState, {
    permission: 'course:view',
    deps: { tokens: feedTokensRef, courses: coreServices.courses },
    async handler({ params, user, deps }) {
      await requireCalendar(deps.courses, params.courseId);
      const { createdAt } = await deps.tokens.state({ userId: user!.id, courseId: params.courseId });
      return { active: createdAt !== null, created_at: createdAt?.toISOString() ?? null };
    },
  }),
  defineRoute(createFeed, {
    permission: 'course:view',
    rateLimit: { bucket: 'calendar-feed-tokens', key: 'user', points: 20, durationSeconds: 3600 },
    deps: { tokens: feedTokensRef, courses: coreServices.courses },
    async handler({ params, user, origin, deps }) {
      await requireCalendar(deps.courses, params.courseId);
      const { token, createdAt } = await deps.tokens.create({ userId: user!.id, courseId: params.courseId });
      return { url: feedAddress(origin, token), created_at: createdAt.toISOString() };
    },
  }),
  // Revoking stays open while the course leaves the calendar off: a reader may always withdraw an address.
  defineRoute(revokeFeed, {
    permission: 'course:view',
    deps: { tokens: feedTokensRef },
    async handler({ params, user, deps }) {
      await deps.tokens.revoke({ userId: user!.id, courseId: params.courseId });
    },
  }),
  defineRoute(calendarFeed, {
    permission: 'public',
    // The token opens the feed: never written to the access log.
    secretParams: ['token'],
    // Calendar applications poll every few minutes at most; this bounds a token shared too widely.
    rateLimit: { bucket: 'calendar-feed', key: 'address', points: 120, durationSeconds: 3600 },
    deps: { tokens: feedTokensRef, reader: calendarReaderRef, records: coreServices.gradebookRecords, permissions: coreServices.permissions, clock: coreServices.clock, courses: coreServices.courses },
    async handler({ params, origin, reply, deps }) {
      const owner = await deps.tokens.ownerOf(params.token);
      // A token of someone who has left the course, or whom the course holds (unpaid, not started), opens nothing either.
      const access = owner && (await deps.permissions.courseAccess(memberOnly(owner.userId), owner.courseId));
      const course = owner && access && !access.hold ? await deps.records.course(owner.courseId) : null;
      if (!owner || !course) throw new LmsError('not-found', FEED_NOT_FOUND);
      // A feed leaves the site (calendar services keep copies): only what students may see, whoever subscribes.
      // While the course leaves the calendar off the feed stays valid but empty: applications drop their copies, and the
      // subscription carries on if the course turns it back on.
      const inUse = await calendarInUse(deps.courses, owner.courseId);
      const entries = inUse ? await deps.reader.entries(owner.courseId, { userId: owner.userId, seesEverything: false }) : [];
      const bytes = Buffer.from(feedCalendar(entries, { courseTitle: course.title, origin, now: deps.clock.now() }), 'utf8');
      reply.header('Cache-Control', 'private, no-cache');
      reply.header('Content-Disposition', 'inline; filename="calendar.ics"');
      reply.stream(Readable.from([bytes]), { contentType: 'text/calendar; charset=utf-8', length: bytes.length });
    },
  }),
];
