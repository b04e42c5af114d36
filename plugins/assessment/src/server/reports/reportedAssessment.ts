import type { ComponentReader, CourseAccess } from '@lms/sdk';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import { DELIVERY_MESSAGES } from '../delivery/deliveryMessages.ts';

export interface ReportedAssessment {
  title: string;
  config: AssessmentConfig;
}

/** The assessment a report is about: a component of the course that is an assessment, else 404. */
export async function reportedAssessment(components: ComponentReader, courseId: string, componentId: string, access: CourseAccess): Promise<ReportedAssessment> {
  const component = await components.get(courseId, componentId, access, 'assessment', DELIVERY_MESSAGES.notReady);
  return { title: component.title, config: component.config };
}
