import { defineRoute } from '@lms/contract/route.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { isSiteAdmin } from '../permissions/siteRoles.ts';
import { AUDIENCES, type Audience } from './announcementAudiences.ts';
import { announcementRefs } from './announcementServices.ts';
import {
  dismissAnnouncement,
  getAnnouncementHistory,
  getAnnouncementOverview,
  getCurrentAnnouncement,
  postAnnouncement,
  withdrawAnnouncement,
} from '@lms/contract/calls/announcementCalls.ts';

function audienceOf(value: string | undefined): Audience {
  if (!AUDIENCES.includes(value as Audience)) throw new LmsError('not-found', 'No such audience.');
  return value as Audience;
}

/** Part 1 §3/§4 announcements (for the request's host), and the administrator's announcements area (part 3 §1). */
export const announcementRoutes = [
  defineRoute(getCurrentAnnouncement, {
    permission: 'user',
    deps: { announcements: announcementRefs.service },
    async handler({ user, host, deps }) {
      return { announcement: await deps.announcements.current(user!, host) };
    },
  }),
  defineRoute(dismissAnnouncement, {
    permission: 'user',
    deps: { announcements: announcementRefs.service },
    async handler({ params, user, host, deps }) {
      await deps.announcements.dismiss(user!, host, params.announcementId);
      return { status: 'dismissed' as const };
    },
  }),
  defineRoute(getAnnouncementHistory, {
    permission: 'author',
    deps: { announcements: announcementRefs.service },
    async handler({ host, deps }) {
      return { history: await deps.announcements.history(host) };
    },
  }),
  defineRoute(getAnnouncementOverview, {
    permission: 'administrator',
    deps: { announcements: announcementRefs.service },
    async handler({ user, host, deps }) {
      return { audiences: await deps.announcements.overview(host), can_post_site_wide: isSiteAdmin(user!) };
    },
  }),
  defineRoute(postAnnouncement, {
    permission: 'administrator',
    deps: { announcements: announcementRefs.service },
    async handler({ body, user, host, deps, reply }) {
      const posted = await deps.announcements.post(user!, host, body);
      reply.status(201);
      return posted;
    },
  }),
  defineRoute(withdrawAnnouncement, {
    permission: 'administrator',
    deps: { announcements: announcementRefs.service },
    async handler({ params, user, host, deps }) {
      await deps.announcements.withdraw(user!, host, audienceOf(params.audience));
      return { status: 'withdrawn' as const };
    },
  }),
];
