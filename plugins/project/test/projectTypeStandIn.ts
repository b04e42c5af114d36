import { defineComponentType, definePlugin, type PluginManifest } from '@lms/sdk';
import { DEFAULT_PROJECT_CONFIG, projectConfigSchema, type ProjectConfig } from '../src/schemas/projectConfig.ts';
import { readGradePayload, scoreOfGradePayload } from '../src/schemas/gradePayload.ts';

/**
 * The smallest `project` component type the speed grader needs, for tests and
 * the bench while the projects room's own registration is not on this branch:
 * a manually graded activity whose grading hook reads the agreed payload
 * (src/schemas/gradePayload.ts). Left out as soon as the plugin declares the type.
 */
const projectTypeStandIn = defineComponentType<ProjectConfig>({
  type: 'project',
  title: 'Project',
  configSchema: projectConfigSchema,
  defaults: DEFAULT_PROJECT_CONFIG,
  activity: {
    gradable: true,
    maxScore: (config) => config.project.max_score ?? 0,
    manualGrading: true,
    schedule: (config) => ({ open_date: null, due_date: config.project.due_date, close_date: null, time_limit: 0, submission_attempts: 0, policy: null, graded: config.project.graded }),
  },
  grading: { score: ({ config, submission }) => scoreOfGradePayload(readGradePayload(submission, config.project.max_score ?? 0)) },
});

/** The project plugin, with the stand-in type beside it when the plugin does not declare `project` itself. */
export function withProjectType(plugin: PluginManifest): PluginManifest[] {
  if ((plugin.componentTypes ?? []).some((type) => type.type === 'project')) return [plugin];
  return [plugin, definePlugin({ id: 'project-type-stand-in', version: '1.0.0', kernel: '^1', componentTypes: [projectTypeStandIn] })];
}
