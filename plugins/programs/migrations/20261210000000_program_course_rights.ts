import type { Knex } from '@lms/sdk';

/**
 * The kernel's program_course_rights (core migration of the same day) for the
 * programs made before it: each coordinator of a program that is not an
 * enterprise one gets its template (template) and its sections. From now on
 * ProgramStore keeps the rows current.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    insert into program_course_rights (course_id, user_id, program_id, template)
    select courses.course_id, coordinator.user_id, p.id, courses.template
    from programs_programs p
    cross join lateral jsonb_array_elements_text(p.coordinators) as coordinator(user_id)
    cross join lateral (
      select p.program_template as course_id, true as template
      union all
      select s.course_id, false from programs_sections s where s.program_id = p.id
    ) courses
    where not p.enterprise_program and exists (select 1 from users u where u.id = coordinator.user_id)
    on conflict (course_id, user_id) do nothing
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex('program_course_rights').whereIn('program_id', knex('programs_programs').select('id')).delete();
}
