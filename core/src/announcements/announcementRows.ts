import type { Audience } from './announcementAudiences.ts';

export interface AnnouncementRow {
  id: string;
  host: string;
  audience: Audience;
  title: string;
  post: string;
  posted_by: string | null;
  created_at: Date;
  withdrawn_at: Date | null;
}

/** An announcement as every call answers it. */
export interface ApiAnnouncement {
  _id: string;
  audience: Audience;
  title: string;
  post: string;
  posted_at: Date;
  /** When an administrator took it down (it stays in the history); null while it is, or was until replaced, current. */
  withdrawn_at: Date | null;
}

export function toApiAnnouncement(row: AnnouncementRow): ApiAnnouncement {
  return { _id: row.id, audience: row.audience, title: row.title, post: row.post, posted_at: row.created_at, withdrawn_at: row.withdrawn_at };
}
