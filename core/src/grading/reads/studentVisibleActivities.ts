import type { Knex } from 'knex';
import { placeVisibleToStudents, readActivityPlacements } from '../../content/visibility.ts';

/**
 * The ids of the course's activities a student may see at `at` (part 2 §4
 * Visibility, the rule of `GET components/...`): a component activity with a
 * place whose lesson and page are neither drafts nor waiting to open (by their
 * own schedule or the course's entry for them); a custom column shown to students.
 */
export async function readStudentVisibleActivityIds(db: Knex, courseId: string, at: Date): Promise<string[]> {
  const [placements, columns] = await Promise.all([
    readActivityPlacements(db, [courseId]),
    db('activities').where({ course_id: courseId, show: true }).whereNull('component_id').pluck('id') as Promise<string[]>,
  ]);
  const visible = new Set<string>(columns);
  for (const row of placements) if (placeVisibleToStudents(row, at)) visible.add(row.activity_id);
  return [...visible];
}
