import type { ActivitySchedule } from '@lms/sdk';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';

/** What the grade ledger keeps of a project's schedule: its due date and late policy; one submission at a time, untimed. */
export function projectSchedule(config: ProjectConfig): ActivitySchedule {
  return {
    open_date: null,
    due_date: config.project.due_date,
    close_date: null,
    time_limit: 0,
    submission_attempts: 0,
    policy: config.project.policy ?? null,
    graded: config.project.graded,
  };
}
