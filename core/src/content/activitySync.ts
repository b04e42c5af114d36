import type { Knex } from 'knex';
import type { RegisteredComponentType } from '../plugins/PluginRegistry.ts';
import { describedActivity } from './activitySchedule.ts';
import type { ComponentRow } from './rows.ts';

/**
 * Registers (or updates) the grade-ledger activity of a component of a
 * gradable type; nothing for other types. Its schedule, score visibility and
 * scoring method follow the config on every save, from the type's activity
 * descriptor; other settings keys are left as they are.
 */
export async function syncActivity(
  trx: Knex,
  newId: () => string,
  now: Date,
  courseId: string,
  component: ComponentRow,
  registered: RegisteredComponentType,
): Promise<void> {
  const activity = registered.definition.activity;
  if (!activity.gradable) return;
  const { schedule, scoreVisibility, scoringMethod } = describedActivity(activity, component.config);
  const settings = JSON.stringify({ score_visibility: scoreVisibility, scoring_method: scoringMethod });
  const values = {
    type: component.type,
    title: component.title || registered.definition.title,
    max_score: activity.maxScore ? activity.maxScore(component.config) : null,
    manual_grading: activity.manualGrading ?? false,
    ...schedule,
    policy: schedule.policy === null ? null : JSON.stringify(schedule.policy),
    updated_at: now,
  };
  await trx('activities')
    .insert({ id: newId(), course_id: courseId, component_id: component.id, ...values, settings })
    .onConflict(['course_id', 'component_id'])
    .merge({ ...values, settings: trx.raw('activities.settings || excluded.settings') });
}
