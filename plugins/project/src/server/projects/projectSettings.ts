import type { ActivitySettingField, ActivitySettingsHooks } from '@lms/sdk';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';

/** The config's penalty periods; another number is refused by the schema, which checks the applied config. */
type Period = NonNullable<ProjectConfig['project']['policy']>['per'];

/**
 * A project's activity settings (part 3 §3 "Activity"): its due date, late
 * policy and whether it is graded (config.project). The save rules run after;
 * errors on the max score or rubric belong to `graded`.
 */
export const projectSettings: ActivitySettingsHooks<ProjectConfig> = {
  fields: ['due_date', 'policy', 'graded'],
  read: (config) => ({ due_date: config.project.due_date, policy: config.project.policy ?? null, graded: config.project.graded }),
  apply(config, changes) {
    const project = { ...config.project };
    if (changes.due_date !== undefined) {
      project.due_date = changes.due_date;
      // The typed time only means something with a date.
      if (changes.due_date === null) project.due_time = null;
    }
    if (changes.policy !== undefined) project.policy = changes.policy && { penalty: changes.policy.penalty, per: changes.policy.per as Period, max: changes.policy.max };
    if (changes.graded !== undefined) project.graded = changes.graded;
    return { ...config, project };
  },
  fieldOf(configPath): ActivitySettingField | null {
    const [parent, field] = configPath.split('/');
    if (parent !== 'project') return null;
    if (field === 'due_date' || field === 'due_time') return 'due_date';
    if (field === 'policy') return 'policy';
    return field === 'max_score' || field === 'rubric_id' || field === 'graded' ? 'graded' : null;
  },
};
