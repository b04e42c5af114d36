import type { ComponentReader, CourseAccess, GradebookRecords } from '@lms/sdk';
import '../../schemas/projectConfig.ts';

/**
 * Which project components of a course grade with which rubric: the course's
 * project activities (core's records) and each one's config (core's component
 * reader). Read outside any transaction: neither service takes one.
 */
export class RubricUsage {
  constructor(
    private readonly records: GradebookRecords,
    private readonly components: ComponentReader,
  ) {}

  /** Rubric id to the ids of the project components that grade with it. */
  async componentsByRubric(courseId: string, access: CourseAccess): Promise<Map<string, string[]>> {
    const activities = await this.records.activitiesOfType(courseId, 'project');
    const componentIds = activities.flatMap((activity) => (activity.componentId ? [activity.componentId] : []));
    const configs = await Promise.all(
      componentIds.map(async (componentId) => {
        // A component removed since the activities were read uses nothing.
        const component = await this.components.get(courseId, componentId, access, 'project').catch(() => null);
        const project = component?.config.project;
        return project?.rubric && project.rubric_id ? { componentId, rubricId: project.rubric_id } : null;
      }),
    );
    const byRubric = new Map<string, string[]>();
    for (const used of configs) if (used) byRubric.set(used.rubricId, [...(byRubric.get(used.rubricId) ?? []), used.componentId]);
    return byRubric;
  }
}
