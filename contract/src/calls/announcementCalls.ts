import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call.ts';

/** Part 1 §4: the audiences in order of precedence, site-wide first. */
export const ANNOUNCEMENT_AUDIENCES = ['site-wide', 'everyone', 'instructors', 'students'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 200;
export const ANNOUNCEMENT_POST_MAX_LENGTH = 5000;

export const ANNOUNCEMENT_MESSAGES = {
  audience: 'Choose who the announcement is for.',
  titleEmpty: 'Please enter a title.',
  titleTooLong: `A title can be at most ${ANNOUNCEMENT_TITLE_MAX_LENGTH} characters.`,
  postEmpty: 'Please write the announcement.',
  postTooLong: `An announcement can be at most ${ANNOUNCEMENT_POST_MAX_LENGTH} characters.`,
} as const;

const AudienceSchema = Type.Union(ANNOUNCEMENT_AUDIENCES.map((audience) => Type.Literal(audience)));

/** An announcement as every call answers it. */
export const AnnouncementSchema = Type.Object({
  _id: Type.String(),
  audience: AudienceSchema,
  title: Type.String(),
  post: Type.String(),
  posted_at: Type.String(),
  /** When an administrator took it down (it stays in the history); null while it is, or was until replaced, current. */
  withdrawn_at: Type.Union([Type.String(), Type.Null()]),
});
export type Announcement = Static<typeof AnnouncementSchema>;

/** One audience of the administrator's view: its current post and its history, newest first. */
export const AudienceOverviewSchema = Type.Object({
  audience: AudienceSchema,
  current: Type.Union([AnnouncementSchema, Type.Null()]),
  history: Type.Array(AnnouncementSchema),
});
export type AudienceOverview = Static<typeof AudienceOverviewSchema>;

const AnnouncementOverviewSchema = Type.Object({ audiences: Type.Array(AudienceOverviewSchema), can_post_site_wide: Type.Boolean() });
export type AnnouncementOverview = Static<typeof AnnouncementOverviewSchema>;

export const getCurrentAnnouncement = defineCall({
  method: 'GET',
  path: 'announcements/',
  summary: 'The one announcement the caller should see (site-wide, everyone, instructors, students), skipping dismissed ones.',
  answer: Type.Object({ announcement: Type.Union([AnnouncementSchema, Type.Null()]) }),
});

export const dismissAnnouncement = defineCall({
  method: 'POST',
  path: 'announcements/:announcementId/dismiss/',
  summary: 'Hides an announcement from the caller.',
  answer: Type.Object({ status: Type.Literal('dismissed') }),
});

export const getAnnouncementHistory = defineCall({
  method: 'GET',
  path: 'announcements/history/',
  summary: "Professors' announcement history: the last 10 entries that reached instructors.",
  answer: Type.Object({ history: Type.Array(AnnouncementSchema) }),
});

export const getAnnouncementOverview = defineCall({
  method: 'GET',
  path: 'announcements/manage/',
  summary: "Every audience's current announcement and history for this host.",
  answer: AnnouncementOverviewSchema,
});

const PostAnnouncementBodySchema = Type.Object(
  {
    audience: Type.Unsafe<AnnouncementAudience>({ enum: [...ANNOUNCEMENT_AUDIENCES], errorMessage: ANNOUNCEMENT_MESSAGES.audience }),
    // Lengths are checked on the trimmed text (core's cleanAnnouncement); these caps only bound the work.
    title: Type.String({ titleText: true, maxLength: 2000, errorMessage: { type: ANNOUNCEMENT_MESSAGES.titleEmpty, maxLength: ANNOUNCEMENT_MESSAGES.titleTooLong } }),
    post: Type.String({ maxLength: 20000, errorMessage: { type: ANNOUNCEMENT_MESSAGES.postEmpty, maxLength: ANNOUNCEMENT_MESSAGES.postTooLong } }),
  },
  { errorMessage: { required: { audience: ANNOUNCEMENT_MESSAGES.audience, title: ANNOUNCEMENT_MESSAGES.titleEmpty, post: ANNOUNCEMENT_MESSAGES.postEmpty } } },
);
export type PostAnnouncementBody = Static<typeof PostAnnouncementBodySchema>;

export const postAnnouncement = defineCall({
  method: 'POST',
  path: 'announcements/manage/',
  summary: "Posts an announcement: it becomes its audience's current one and joins the history (last 10 kept).",
  body: PostAnnouncementBodySchema,
  answer: AnnouncementSchema,
});

export const withdrawAnnouncement = defineCall({
  method: 'DELETE',
  path: 'announcements/manage/:audience/',
  summary: "Withdraws an audience's current announcement (it stays in the history).",
  answer: Type.Object({ status: Type.Literal('withdrawn') }),
});
