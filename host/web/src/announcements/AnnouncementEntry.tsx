import { AnnouncementTime } from './AnnouncementTime.tsx';
import type { Announcement } from '@lms/sdk/calls';
import { AUDIENCE_LABELS } from './announcementLabels.ts';

/** One past or current announcement in a list: who it was for, when, whether withdrawn, its title and text. */
export function AnnouncementEntry({ announcement, heading: Heading }: { announcement: Announcement; heading: 'h3' | 'h4' }) {
  return (
    <li className="announcement-entry">
      <p className="announcement-entry__meta">
        <span className="badge">{AUDIENCE_LABELS[announcement.audience]}</span>
        <AnnouncementTime value={announcement.posted_at} />
        {announcement.withdrawn_at && <span className="badge badge--draft">Withdrawn</span>}
      </p>
      <Heading className="announcement-entry__title">{announcement.title}</Heading>
      <p className="announcement-entry__post">{announcement.post}</p>
    </li>
  );
}
