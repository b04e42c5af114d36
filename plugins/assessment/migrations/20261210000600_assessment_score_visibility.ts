import type { Knex } from '@lms/sdk';

/**
 * Issue 17: the gradebook reads when a student may see an assessment's score
 * from its activity (`settings.score_visibility`), which the kernel now keeps
 * in step with the config on every save. Assessments saved before get theirs
 * here, as assessmentScoreVisibility decides it: show_score 2 at once, 0
 * never, otherwise with the responses (a show_responses of another shape
 * counts as at once).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update activities as a
    set settings = a.settings || jsonb_build_object('score_visibility', case
      when c.config->'show_score' = '2'::jsonb then 'immediately'
      when c.config->'show_score' = '0'::jsonb then 'never'
      when c.config->>'show_responses' in ('never', 'immediately', 'after_due_date', 'after_close_date', 'after_max_attempts') then c.config->>'show_responses'
      else 'immediately' end)
    from components as c
    where c.id = a.component_id and c.type = 'assessment'`);
}

/** The setting is harmless to the schema before this step, and the kernel rewrites it on the next save: nothing to undo. */
export async function down(): Promise<void> {}
