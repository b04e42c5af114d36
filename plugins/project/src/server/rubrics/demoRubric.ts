import type { Clock, IdGenerator, Knex } from '@lms/sdk';
import { rubricTotal } from '../../rules/rubricRules.ts';
import type { RubricCriterion } from '../../schemas/rubricTypes.ts';
import { RubricStore } from './RubricStore.ts';

export const DEMO_RUBRIC_TITLE = 'Portfolio rubric';

function criterion(ids: IdGenerator, title: string, description: string, points: number): RubricCriterion {
  const levels: [string, string, number][] = [
    ['Excellent', 'Goes beyond what was asked.', points],
    ['Good', 'Does what was asked.', Math.round(points * 0.7)],
    ['Needs work', 'Misses part of what was asked.', Math.round(points * 0.3)],
    ['Missing', 'Not there.', 0],
  ];
  return { _id: ids.newId(), title, description, max_points: points, ratings: levels.map(([rating, text, score]) => ({ _id: ids.newId(), rating, description: text, points: score })) };
}

/**
 * The demo course's "Portfolio rubric" (3 criteria, 100 points), owned by the
 * demo instructor; for the plugin's demo. Runs at every start: an existing
 * rubric of that title in the course is kept as it is. Answers its id.
 */
export async function seedDemoRubric(db: Knex, ids: IdGenerator, clock: Clock, courseId: string, ownerId: string): Promise<string> {
  const store = new RubricStore(db);
  const existing = (await store.course(courseId)).find((row) => row.title === DEMO_RUBRIC_TITLE);
  if (existing) return existing.id;
  const criteria = [
    criterion(ids, 'Content', 'The artifacts answer the assignment and show what was learned.', 50),
    criterion(ids, 'Presentation', 'The portfolio is well ordered, titled and easy to follow.', 30),
    criterion(ids, 'Reflection', 'The student explains their choices and what they would change.', 20),
  ];
  const now = clock.now();
  const row = await store.insert({
    id: ids.newId(),
    course_id: courseId,
    owner_id: ownerId,
    title: DEMO_RUBRIC_TITLE,
    description: 'Grades a portfolio project on its content, its presentation and the reflection on it.',
    criteria,
    total_points: rubricTotal(criteria),
    created_at: now,
    updated_at: now,
  });
  return row.id;
}
