import type { AnnouncementAudience } from '@lms/sdk/calls';

/** Part 1 §4: how the screens name each audience (docs/api.md "Announcements"). */
export const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  'site-wide': 'Site-wide',
  everyone: 'Everyone',
  instructors: 'Instructors',
  students: 'Students',
};
