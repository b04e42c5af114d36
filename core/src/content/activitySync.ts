import type { Knex } from 'knex';
import type { RegisteredComponentType } from '../plugins/PluginRegistry.ts';
import type { ComponentRow } from './rows.ts';

/** Registers (or updates) the grade-ledger activity of a component of a gradable type; nothing for other types. */
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
  const values = {
    type: component.type,
    title: component.title || registered.definition.title,
    max_score: activity.maxScore ? activity.maxScore(component.config) : null,
    manual_grading: activity.manualGrading ?? false,
    updated_at: now,
  };
  await trx('activities')
    .insert({ id: newId(), course_id: courseId, component_id: component.id, graded: true, ...values })
    .onConflict(['course_id', 'component_id'])
    .merge(values);
}
