import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../src/schemas/assessmentConfig.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { INFORMATION_21, MAPPED_CHOICE_21 } from './qtiKeptFixtures.ts';
import { informationTestPackage } from '../qti-package/packageFixtures.ts';

let world: AssessmentWorld;

beforeAll(async () => {
  world = await assessmentWorld();
});

afterAll(() => world?.tk.close());

interface DeliveredQti {
  id: string;
  content: { xml: string; outcomes?: Record<string, unknown> };
}

/** An assessment on the world's page `page` of the given items (id and points), shown with its score and results. */
async function assessmentOf(page: number, items: { id: string; points: number }[]): Promise<string> {
  const config = { ...DEFAULT_ASSESSMENT_CONFIG, show_correct_answers: 'immediately', items };
  const created = await world.teacher.post(`components/${world.pages[page]}/new/`, { type: 'assessment', title: `Reading ${page}`, config });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return `assessment/delivery/${world.course.courseId}/${created.body._id}/`;
}

describe('a QTI information item (content, no interaction)', () => {
  it('imports as a qti item worth 0 points, its content kept, whatever its processing sets', async () => {
    const imported = await world.teacher.post('assessment/items/import/', { xml: INFORMATION_21, reference: 'reading-1' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ type: 'qti', points: 0, content: { source_version: '2.1' } });
    const xml = imported.body.content.xml as string;
    expect(xml).toContain('<qti-rubric-block view="scorer">');
    expect(xml).toContain('<img src="river.png" alt="The river at dawn"');
    expect(xml).toContain('<msup><mn>10</mn><mn>4</mn></msup>');
  });

  it('delivers its content beside a question, scores 0 of 0 however the processing sets SCORE, and reviews it', async () => {
    const info = await world.teacher.post('assessment/items/import/', { xml: INFORMATION_21, reference: 'reading-2' });
    const mapped = await world.teacher.post('assessment/items/import/', { xml: MAPPED_CHOICE_21, reference: 'after-reading' });
    const path = await assessmentOf(0, [{ id: info.body._id, points: 0 }, { id: mapped.body._id, points: 3 }]);

    const started = await world.learner.post(`${path}start/`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const [reading, choice] = started.body.items as DeliveredQti[];
    expect(reading!.content.xml).toContain('<p>You have 20 minutes for this section.</p>');
    expect(reading!.content.xml).toContain('Read about the river before the questions.');
    expect(reading!.content.xml).not.toContain('Scorers: nothing to mark here.');
    expect(reading!.content.xml).not.toMatch(/interaction/);

    // Only the question is answered: the reading has nothing to answer.
    expect((await world.learner.put(`${path}attempt/`, { responses: { [choice!.id]: { RESPONSE: ['A', 'C'] } } })).status).toBe(200);
    const submitted = await world.learner.post(`${path}submit/`, {});
    expect(submitted.body).toMatchObject({ status: 'graded', score: 3, max_score: 3 });

    const review = await world.learner.get(`${path}review/`);
    expect(review.status).toBe(200);
    expect(review.body.results).toEqual({ [reading!.id]: { score: 0, max_score: 0, correct: false }, [choice!.id]: { score: 3, max_score: 3, correct: true } });
    const [readingReview] = review.body.items as DeliveredQti[];
    expect(readingReview!.content.xml).toContain('Read about the river before the questions.');
  });

  it('is counted neither answered nor unanswered in the item report', async () => {
    const info = await world.teacher.post('assessment/items/import/', { xml: INFORMATION_21, reference: 'reading-4' });
    const mapped = await world.teacher.post('assessment/items/import/', { xml: MAPPED_CHOICE_21, reference: 'after-reading-4' });
    const path = await assessmentOf(2, [{ id: info.body._id, points: 0 }, { id: mapped.body._id, points: 3 }]);
    const started = await world.learner.post(`${path}start/`, {});
    const [, choice] = started.body.items as DeliveredQti[];
    await world.learner.put(`${path}attempt/`, { responses: { [choice!.id]: { RESPONSE: ['A'] } } });
    expect((await world.learner.post(`${path}submit/`, {})).status).toBe(200);

    const componentId = path.split('/').at(-2);
    const report = await world.teacher.get(`assessment/itemdetails/${world.course.courseId}/${componentId}`);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const row = (id: string) => (report.body.items as { id: string }[]).find((item) => item.id === id);
    expect(row(info.body._id)).toMatchObject({ answered: 0, unanswered: 0, correct: 0, partial: 0, incorrect: 0, average_score: null });
    expect(row(mapped.body._id)).toMatchObject({ answered: 1, unanswered: 0, partial: 1 });
  });

  it('alone in an assessment: 0 of 0, graded, nothing divided by zero', async () => {
    const info = await world.teacher.post('assessment/items/import/', { xml: INFORMATION_21, reference: 'reading-3' });
    const path = await assessmentOf(1, [{ id: info.body._id, points: 0 }]);
    expect((await world.learner.post(`${path}start/`, {})).status).toBe(200);
    const submitted = await world.learner.post(`${path}submit/`, {});
    expect(submitted.body).toMatchObject({ status: 'graded', score: 0, max_score: 0 });
    const review = await world.learner.get(`${path}review/`);
    expect(review.body).toMatchObject({ score: 0, max_score: 0 });
  });

  it('comes in from a package and its test: reported importable at 0 points, the passage beside it, first in the assessment', async () => {
    const uploaded = await world.teacher.request('POST', `assessment/packages/import/${world.course.courseId}/?name=reading.zip`, undefined, {
      headers: { 'content-type': 'application/zip' },
      raw: Buffer.from(informationTestPackage()) as unknown as string,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(202);
    await world.tk.drainJobs();
    const pkg = (await world.teacher.get(`assessment/packages/${uploaded.body._id}/`)).body;
    expect(pkg.report.items).toEqual(
      expect.arrayContaining([{ path: 'items/info.xml', identifier: 'info-start', title: 'Before you start', type: 'qti', points: 0, stimuli: ['passages/passage.xml'], refused: null }]),
    );
    const component = await world.teacher.post(`components/${world.pages[2]}/new/`, { type: 'assessment', title: 'Lighthouse reading' });
    const confirmed = await world.teacher.post(`assessment/packages/${pkg._id}/confirm/`, { component: component.body._id, test: 'tests/test.xml' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const ids = ['items/info.xml', 'items/choice.xml'].map((path) => confirmed.body.imported.items.find((item: { path: string }) => item.path === path)._id);
    const saved = await world.teacher.get(`components/${world.course.courseId}/${component.body._id}/`);
    expect(saved.body.config.items).toEqual([{ id: ids[0], points: 0 }, { id: ids[1], points: 2 }]);

    const path = `assessment/delivery/${world.course.courseId}/${component.body._id}/`;
    const started = await world.learner.post(`${path}start/`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const reading = (started.body.items as (DeliveredQti & { content: { stimuli?: { html: string }[] } })[])[0]!;
    expect(reading.content.xml).toContain('The next question is about the lighthouse.');
    expect(reading.content.stimuli?.[0]?.html).toContain('The lighthouse stood on the rock.');
  });
});
