import { LmsError, type CourseDirectory, type Knex, type PeopleDirectory } from '@lms/sdk';
import { LTI_ROLES } from '../launch/ltiRoles.ts';
import type { ToolProviderStore } from '../ToolProviderStore.ts';
import type { TokenHolder } from './TokenService.ts';

export const MEMBERSHIP_MESSAGES = {
  notServed: 'This tool is not used in this course.',
} as const;

const ROLES = {
  student: [LTI_ROLES.learner],
  instructor: [LTI_ROLES.instructor],
  assistant: [LTI_ROLES.instructor, LTI_ROLES.teachingAssistant],
} as const;

/**
 * NRPS 2.0 (context membership) for a tool: the course's members with their
 * LTI roles, for a tool the course uses (connected to it, or launched in it).
 */
export class MembershipService {
  constructor(
    private readonly db: Knex,
    private readonly providers: ToolProviderStore,
    private readonly courses: CourseDirectory,
    private readonly people: PeopleDirectory,
  ) {}

  async memberships(holder: TokenHolder, courseId: string, url: string) {
    const launched = await this.db('lti_tools_launches').where({ course_id: courseId, provider_id: holder.providerId }).first('id');
    const served = (await this.providers.connection(courseId, holder.providerId)) || launched;
    if (!served || !(await this.providers.clientServesCourse(holder.clientId, holder.providerId, courseId))) throw new LmsError('access-denied', MEMBERSHIP_MESSAGES.notServed);
    const [course] = await this.courses.summaries([courseId]);
    if (!course) throw new LmsError('no-course');
    const members = await this.people.courseMembers(courseId);
    return {
      id: url,
      context: { id: course.id, title: course.title },
      members: members
        .filter((member) => !member.bot)
        .map((member) => ({
          status: 'Active',
          user_id: member.id,
          name: `${member.firstname} ${member.lastname}`.trim(),
          given_name: member.firstname,
          family_name: member.lastname,
          email: member.email,
          roles: [...ROLES[member.role]],
        })),
    };
  }
}
