import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../src/schemas/assessmentConfig.ts';
import { ATTEMPTS_TABLE } from '../../src/server/delivery/AttemptStore.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { MAPPED_CHOICE_21, TEMPLATED_SUM_30 } from './qtiKeptFixtures.ts';

let world: AssessmentWorld;

beforeAll(async () => {
  world = await assessmentWorld();
});

afterAll(() => world?.tk.close());

interface DeliveredQti {
  id: string;
  type: string;
  points: number;
  content: { xml: string; outcomes?: Record<string, unknown>; review_xml?: string; correct_response?: Record<string, unknown> };
}

describe('a qti item in an assessment, through the HTTP calls', () => {
  it('imports, delivers without answers and with the attempt values, scores partial credit on submit and reviews it with feedback', async () => {
    const course = await world.tk.createCourse({ instructor: world.instructor, students: [world.student], lessons: [{ title: 'QTI', pages: [{ title: 'Quiz' }] }] });
    const page = `${course.courseId}/${course.first.lessonId}/${course.lessons[0]!.pageIds[0]}`;

    const mapped = await world.teacher.post('assessment/items/import/', { xml: MAPPED_CHOICE_21, reference: 'mapped' });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(201);
    expect(mapped.body).toMatchObject({ type: 'qti', points: 3, content: { source_version: '2.1' } });
    const templated = await world.teacher.post('assessment/items/import/', { xml: TEMPLATED_SUM_30, reference: 'templated' });
    expect(templated.status, JSON.stringify(templated.body)).toBe(201);
    expect(templated.body).toMatchObject({ type: 'qti', points: 2 });

    const config = { ...DEFAULT_ASSESSMENT_CONFIG, show_correct_answers: 'immediately', items: [{ id: mapped.body._id, points: 3 }, { id: templated.body._id, points: 2 }] };
    const created = await world.teacher.post(`components/${page}/new/`, { type: 'assessment', title: 'QTI quiz', config });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `assessment/delivery/${course.courseId}/${created.body._id}/`;

    const started = await world.learner.post(`${path}start/`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const [choiceItem, sumItem] = started.body.items as DeliveredQti[];
    expect(choiceItem!.type).toBe('qti');
    expect(choiceItem!.content.xml).toContain('<qti-choice-interaction response-identifier="RESPONSE"');
    expect(JSON.stringify(started.body.items)).not.toMatch(/qti-mapping|qti-correct-response|qti-response-processing|qti-template-processing|qti_draw|Well done/);
    const printed = /<p>What is (\d+) \+ (\d+)\?<\/p>/.exec(sumItem!.content.xml);
    expect(printed).not.toBeNull();
    const [a, b] = [Number(printed![1]), Number(printed![2])];

    // The draw is stored with the attempt: the same values on every read.
    const [row] = await world.tk.kernel.knex(ATTEMPTS_TABLE).where({ user_id: world.student.id, state: 'in_progress' });
    const stored = (row.items as { qti_draw?: { seed: number; values: Record<string, number> } }[])[1]!.qti_draw!;
    expect(stored.values).toMatchObject({ A: a, B: b });
    expect(typeof stored.seed).toBe('number');
    expect(((await world.learner.get(`${path}attempt/`)).body.items as DeliveredQti[])[1]!.content.xml).toBe(sumItem!.content.xml);

    const responses = { [choiceItem!.id]: { RESPONSE: ['A', 'B'] }, [sumItem!.id]: { RESPONSE: String(a + b) } };
    expect((await world.learner.put(`${path}attempt/`, { responses })).status).toBe(200);
    const submitted = await world.learner.post(`${path}submit/`, {});
    // A (1.5) and B (-1) of 3 is 0.5 of 3 points; the right sum is 2 of 2.
    expect(submitted.body).toMatchObject({ status: 'graded', score: 2.5, max_score: 5 });

    const review = await world.learner.get(`${path}review/`);
    expect(review.status).toBe(200);
    expect(review.body.results).toEqual({
      [choiceItem!.id]: { score: 0.5, max_score: 3, correct: false },
      [sumItem!.id]: { score: 2, max_score: 2, correct: true },
    });
    const [choiceReview, sumReview] = review.body.items as DeliveredQti[];
    expect(choiceReview!.content.outcomes).toMatchObject({ SCORE: 0.5, MAXSCORE: 3 });
    expect(choiceReview!.content.correct_response).toEqual({ RESPONSE: ['A', 'C'] });
    expect(sumReview!.content.outcomes).toMatchObject({ SCORE: 2, FEEDBACK: 'RIGHT' });
    expect(sumReview!.content.review_xml).toContain('<p>Well done.</p>');
    expect(sumReview!.content.xml).toContain(`<p>What is ${a} + ${b}?</p>`);
    expect(sumReview!.content.correct_response).toEqual({ RESPONSE: String(a + b) });
  });

  it('saves an author-written qti item renamed and sanitised, and says on content/xml what it cannot take', async () => {
    const saved = await world.teacher.post('assessment/items/', { reference: 'authored-qti', type: 'qti', content: { xml: MAPPED_CHOICE_21.replace('</itemBody>', '<script>x()</script></itemBody>') }, points: 3 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.content.source_version).toBe('2.1');
    expect(saved.body.content.xml).toContain('<qti-choice-interaction');
    expect(saved.body.content.xml).not.toContain('script');
    const refused = await world.teacher.post('assessment/items/', { reference: 'broken-qti', type: 'qti', content: { xml: '<qti-assessment-item><qti-item-body><qti-text-entry-interaction response-identifier="R"/></qti-item-body></qti-assessment-item>' } });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'content/xml', message: 'The qti-text-entry-interaction (line 1) answers "R", which no response declaration declares.' }]);
  });
});
