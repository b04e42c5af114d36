import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import assessmentPlugin from '../../plugins/assessment/src/server/index.ts';
import { seedDemo } from '../src/demo/seedDemo.ts';
import { DEMO_PASSWORD } from '../src/demo/demoAccounts.ts';

/** The demo bank's QTI Question (plugins/assessment/src/server/demo/demoQuestions.ts). */
const QTI_REFERENCE = 'demo-qti-planets';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [assessmentPlugin] });
});

afterAll(() => tk?.close());

describe('the preview-lessons demo (issue 26 item 7)', () => {
  it("shows the demo course's 'Getting started' lesson without an account", async () => {
    const demo = await seedDemo(tk.kernel);
    const answer = await tk.client().get(`preview_lessons/${demo.courseId}/`);
    expect(answer.status).toBe(200);
    expect(answer.body.lessons.map((lesson: { title: string }) => lesson.title)).toEqual(['Getting started']);
    expect(answer.body.lessons[0].pages.length).toBeGreaterThan(0);
  });
});

describe("a demo's own rows (demo.seed)", () => {
  it("puts the quiz's Questions in the demo instructor's item bank, and a demo student can take the quiz", async () => {
    const demo = await seedDemo(tk.kernel);
    const instructor = demo.accounts.find((account) => account.role === 'instructor')!;
    // The QTI Question is the bank's alone (the quiz takes the native ones).
    const bank = (await tk.kernel.knex('assessment_items').where({ owned_by: instructor.id }).orderBy('reference')).filter((item) => item.reference !== QTI_REFERENCE);
    expect(bank.map((item) => item.reference)).toContain('demo-capital-of-france');
    expect(new Set(bank.map((item) => item.type)).size).toBeGreaterThanOrEqual(6);

    const student = tk.client();
    await student.login('student1@demo.lms', DEMO_PASSWORD);
    const outline = (await student.get(`courses/${demo.courseId}/`)).body;
    const gallery = outline.lessons.find((lesson: { title: string }) => lesson.title === 'Component gallery');
    const page = (await student.get(`pages/${demo.courseId}/${gallery._id}/${gallery.pages[0]._id}/`)).body;
    const quiz = page.contents[0];
    expect(quiz.config.items.map((entry: { id: string }) => entry.id).sort()).toEqual(bank.map((item) => item.id).sort());

    const activity = `assessment/delivery/${demo.courseId}/${quiz._id}/`;
    const started = await student.post(`${activity}start/`, {});
    expect(started.status).toBe(200);
    expect(started.body.items).toHaveLength(bank.length);
    const capital = started.body.items.find((item: { title: string }) => item.title === 'Capital of France');
    await student.put(`${activity}attempt/`, { responses: { [capital.id]: 'paris' } });
    const submitted = await student.post(`${activity}submit/`, {});
    expect(submitted.body).toMatchObject({ score: 1, max_score: bank.length });
  });

  it('keeps a QTI Question in the bank (issue 28), kept as QTI', async () => {
    const demo = await seedDemo(tk.kernel);
    const instructor = demo.accounts.find((account) => account.role === 'instructor')!;
    const item = await tk.kernel.knex('assessment_items').where({ owned_by: instructor.id, reference: QTI_REFERENCE }).first();
    expect(item).toMatchObject({ type: 'qti', points: 3 });
    expect(item.content.xml).toContain('<qti-inline-choice-interaction');
  });

  it("has a student's reflection with the instructor's feedback under uploads and feedback", async () => {
    const demo = await seedDemo(tk.kernel);
    const instructor = tk.client();
    await instructor.login('instructor@demo.lms', DEMO_PASSWORD);
    const uploads = (await instructor.get(`assessment/uploads/${demo.courseId}/`)).body.uploads as { type: string; feedback: { text: string } | null }[];
    expect(uploads).toEqual([expect.objectContaining({ type: 'longtext', feedback: expect.objectContaining({ text: 'Good habit. Next time, name one lesson you went back to.' }) })]);
    expect(demo.notes.some((note) => note.startsWith('Uploads and feedback: '))).toBe(true);
  });

  it('uses the Questions already there when the demo course is made again', async () => {
    const before = await tk.kernel.knex('assessment_items').count({ n: '*' }).first();
    await tk.kernel.knex('courses').where({ slug: 'demo-course' }).update({ slug: 'demo-course-old' });
    await seedDemo(tk.kernel);
    expect(await tk.kernel.knex('assessment_items').count({ n: '*' }).first()).toEqual(before);
  });
});
