import type { SessionUser } from '@lms/contract/user.ts';
import { ANNOUNCEMENT_AUDIENCES as AUDIENCES, type AnnouncementAudience as Audience } from '@lms/contract/calls/announcementCalls.ts';
import { isSiteAdmin } from '../permissions/siteRoles.ts';

export { AUDIENCES, type Audience };

/** Part 1 §9: "Announcement history keeps the last 10 entries." */
export const HISTORY_SIZE = 10;

/** A site-wide announcement belongs to no reseller host: every host shows it. */
export const SITE_WIDE_HOST = '*';

/** Professors as the 'author' permission counts them: professor accounts and site administrators. */
export function isProfessorAccount(user: SessionUser): boolean {
  return user.instructor || isSiteAdmin(user);
}

/** The audiences that reach `user`: instructors reach professors only, students everyone else. */
export function audiencesReaching(user: SessionUser): Audience[] {
  return AUDIENCES.filter((audience) => (audience === 'instructors' ? isProfessorAccount(user) : audience === 'students' ? !isProfessorAccount(user) : true));
}

/** The audiences whose posts reach instructors: a professor's announcement history. */
export const INSTRUCTOR_REACH: readonly Audience[] = ['site-wide', 'everyone', 'instructors'];

/** Where an audience's posts are kept: site-wide ones under no host, the others under the reseller host. */
export function hostOf(audience: Audience, host: string): string {
  return audience === 'site-wide' ? SITE_WIDE_HOST : host.toLowerCase();
}
