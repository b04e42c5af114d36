import type { ComponentConfigWriter, ComponentReader, CourseAccess, GradebookRecords, Knex } from '@lms/sdk';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';
import '../../schemas/projectConfig.ts';

/**
 * Which project components of a course grade with which rubric: the course's
 * project activities (core's records) and each one's config (core's component
 * reader). `componentsByRubric` reads outside any transaction (the reader
 * takes none); `componentsUsing` reads in a rubric save's transaction.
 */
export class RubricUsage {
  constructor(
    private readonly records: GradebookRecords,
    private readonly components: ComponentReader,
    private readonly configs: ComponentConfigWriter,
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

  /**
   * The project components of the course (those with an activity, as
   * `componentsByRubric` counts them) that grade with the rubric, read in
   * `trx`: under the rubric's row lock, every attach committed before it.
   */
  async componentsUsing(trx: Knex.Transaction, courseId: string, rubricId: string): Promise<string[]> {
    const [activities, configs] = await Promise.all([
      this.records.activitiesOfType(courseId, 'project', undefined, trx),
      this.configs.configsOfType(trx, courseId, 'project'),
    ]);
    const withActivity = new Set(activities.flatMap((activity) => (activity.componentId ? [activity.componentId] : [])));
    return configs
      .filter(({ id, config }) => {
        const project = (config as Partial<ProjectConfig>).project;
        return withActivity.has(id) && project?.rubric === true && project.rubric_id === rubricId;
      })
      .map(({ id }) => id);
  }
}
