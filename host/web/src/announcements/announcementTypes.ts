/** Part 1 §4: the audiences in order of precedence (docs/api.md "Announcements"). */
export const AUDIENCES = ['site-wide', 'everyone', 'instructors', 'students'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<Audience, string> = {
  'site-wide': 'Site-wide',
  everyone: 'Everyone',
  instructors: 'Instructors',
  students: 'Students',
};

/** An announcement as every announcement call answers it. */
export interface Announcement {
  _id: string;
  audience: Audience;
  title: string;
  post: string;
  posted_at: string;
  withdrawn_at: string | null;
}

/** One audience of GET announcements/manage/. */
export interface AudienceOverview {
  audience: Audience;
  current: Announcement | null;
  history: Announcement[];
}

export interface AnnouncementOverview {
  audiences: AudienceOverview[];
  can_post_site_wide: boolean;
}
