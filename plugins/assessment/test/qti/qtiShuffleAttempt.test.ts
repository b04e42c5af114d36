import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../src/schemas/assessmentConfig.ts';
import { ATTEMPTS_TABLE } from '../../src/server/delivery/AttemptStore.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { idsOf, SHUFFLED_30 } from './qtiShuffleFixtures.ts';

let world: AssessmentWorld;

beforeAll(async () => {
  world = await assessmentWorld();
});

afterAll(() => world?.tk.close());

type QtiShown = { id: string; content: { xml: string; review_xml?: string } };

/** Every shuffled group's order as the XML shows it. */
const shownOrder = (xml: string) => ['qti-simple-choice', 'qti-simple-associable-choice', 'qti-gap-text', 'qti-inline-choice'].map((element) => idsOf(xml, element).join());

describe('a qti item with shuffle="true", through the HTTP calls', () => {
  it('shows each attempt its own order, the same on every read and in review, fixed choices in place', async () => {
    const course = await world.tk.createCourse({ instructor: world.instructor, students: [world.student], lessons: [{ title: 'QTI', pages: [{ title: 'Quiz' }] }] });
    const page = `${course.courseId}/${course.first.lessonId}/${course.lessons[0]!.pageIds[0]}`;
    const imported = await world.teacher.post('assessment/items/import/', { xml: SHUFFLED_30, reference: 'shuffled' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.type).toBe('qti');
    const config = { ...DEFAULT_ASSESSMENT_CONFIG, submission_attempts: 0, show_correct_answers: 'immediately', items: [{ id: imported.body._id, points: 1 }] };
    const created = await world.teacher.post(`components/${page}/new/`, { type: 'assessment', title: 'Shuffled quiz', config });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `assessment/delivery/${course.courseId}/${created.body._id}/`;

    const orders = new Set<string>();
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = await world.learner.post(`${path}start/`, {});
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const [item] = started.body.items as QtiShown[];
      const xml = item!.content.xml;
      expect(JSON.stringify(started.body)).not.toContain('qti_order');

      // The order is stored with the attempt and shown as stored, on every read.
      const [row] = await world.tk.kernel.knex(ATTEMPTS_TABLE).where({ user_id: world.student.id, state: 'in_progress' });
      const stored = (row.items as { qti_order?: string[][] }[])[0]!.qti_order!;
      const choices = idsOf(xml, 'qti-simple-choice');
      expect([choices[2], choices[5]]).toEqual(['C3', 'C6']);
      expect(choices.filter((id) => id !== 'C3' && id !== 'C6')).toEqual(stored[0]);
      expect(idsOf(xml, 'qti-simple-associable-choice')).toEqual([...stored[1]!, ...stored[2]!]);
      expect(idsOf(xml, 'qti-inline-choice')).toEqual(['P', 'L', 'M', 'N']);
      for (let read = 0; read < 2; read++) expect(((await world.learner.get(`${path}attempt/`)).body.items as QtiShown[])[0]!.content.xml).toBe(xml);
      orders.add(shownOrder(xml).join('|'));

      expect((await world.learner.put(`${path}attempt/`, { responses: { [item!.id]: { RESPONSE: 'C2' } } })).status).toBe(200);
      expect((await world.learner.post(`${path}submit/`, {})).body).toMatchObject({ status: 'graded', score: 1, max_score: 1 });
      const review = await world.learner.get(`${path}review/`);
      expect(review.status).toBe(200);
      const [reviewed] = review.body.items as QtiShown[];
      expect(shownOrder(reviewed!.content.xml)).toEqual(shownOrder(xml));
      expect(shownOrder(reviewed!.content.review_xml!)).toEqual(shownOrder(xml));
    }
    // Four groups of four shuffle: three attempts with one order is a chance of less than one in 10^10.
    expect(orders.size).toBeGreaterThan(1);
  });
});
