import type { Announcement } from '@lms/contract/calls/announcementCalls.ts';
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

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return { _id: row.id, audience: row.audience, title: row.title, post: row.post, posted_at: row.created_at.toISOString(), withdrawn_at: row.withdrawn_at?.toISOString() ?? null };
}
