import { LmsError, type ComponentReader, type CourseAccess, type PermissionChecker, type SessionUser } from '@lms/sdk';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import { DELIVERY_MESSAGES } from '../delivery/deliveryMessages.ts';

/** Reads an assessment of a course for its professors. */
export class CourseAssessments {
  constructor(
    private readonly components: ComponentReader,
    private readonly permissions: PermissionChecker,
  ) {}

  /** For calls that name the course in their body: the caller must be one of its professors (students and strangers: 403). */
  async professorAccess(user: SessionUser, courseId: string): Promise<CourseAccess> {
    const access = await this.permissions.courseAccess(user, courseId);
    if (!access?.professor) throw new LmsError('access-denied');
    return access;
  }

  /** The assessment's config; not-found when the component is no assessment of the course. */
  async config(courseId: string, componentId: string, access: CourseAccess): Promise<AssessmentConfig> {
    return (await this.components.get(courseId, componentId, access, 'assessment', DELIVERY_MESSAGES.notReady)).config;
  }
}
