import { defineRoute } from '../contract/route.ts';
import { LmsError } from '../errors/LmsError.ts';
import { isSiteAdmin } from '../permissions/siteRoles.ts';
import { AUDIENCES, type Audience } from './announcementAudiences.ts';
import { announcementRefs } from './announcementRefs.ts';
import { postAnnouncementSchema } from './announcementSchemas.ts';

function audienceOf(value: string | undefined): Audience {
  if (!AUDIENCES.includes(value as Audience)) throw new LmsError('not-found', 'No such audience.');
  return value as Audience;
}

/** Part 1 §3/§4 announcements (for the request's host), and the administrator's announcements area (part 3 §1). */
export const announcementRoutes = [
  defineRoute({
    method: 'GET',
    path: 'announcements/',
    permission: 'user',
    summary: 'The one announcement the caller should see (site-wide, everyone, instructors, students), skipping dismissed ones.',
    deps: { announcements: announcementRefs.service },
    async handler({ user, host, deps }) {
      return { announcement: await deps.announcements.current(user!, host) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'announcements/:announcementId/dismiss/',
    permission: 'user',
    summary: 'Hides an announcement from the caller.',
    deps: { announcements: announcementRefs.service },
    async handler({ params, user, host, deps }) {
      await deps.announcements.dismiss(user!, host, params.announcementId!);
      return { status: 'dismissed' };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'announcements/history/',
    permission: 'author',
    summary: "Professors' announcement history: the last 10 entries that reached instructors.",
    deps: { announcements: announcementRefs.service },
    async handler({ host, deps }) {
      return { history: await deps.announcements.history(host) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'announcements/manage/',
    permission: 'administrator',
    summary: "Every audience's current announcement and history for this host.",
    deps: { announcements: announcementRefs.service },
    async handler({ user, host, deps }) {
      return { audiences: await deps.announcements.overview(host), can_post_site_wide: isSiteAdmin(user!) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'announcements/manage/',
    permission: 'administrator',
    summary: "Posts an announcement: it becomes its audience's current one and joins the history (last 10 kept).",
    body: postAnnouncementSchema,
    deps: { announcements: announcementRefs.service },
    async handler({ body, user, host, deps, reply }) {
      const posted = await deps.announcements.post(user!, host, body);
      reply.status(201);
      return posted;
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: 'announcements/manage/:audience/',
    permission: 'administrator',
    summary: "Withdraws an audience's current announcement (it stays in the history).",
    deps: { announcements: announcementRefs.service },
    async handler({ params, user, host, deps }) {
      await deps.announcements.withdraw(user!, host, audienceOf(params.audience));
      return { status: 'withdrawn' };
    },
  }),
];
