import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
// The demo gradebook: the host's demo installation with the assessment and gradebook plugins (their quiz attempts in its cells).
import assessmentPlugin from '../../../plugins/assessment/src/server/index.ts';
import gradebookPlugin from '../../../plugins/gradebook/src/server/index.ts';
import { cellOf, type GradebookAnswer, type GradebookCell } from '../../../plugins/gradebook/src/calls/gradebookCalls.ts';
import { seedDemo } from '../../../host/src/demo/seedDemo.ts';
import { DEMO_PASSWORD } from '../../../host/src/demo/demoAccounts.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [assessmentPlugin, gradebookPlugin] });
});

afterAll(() => tk?.close());

describe('the demo gradebook', () => {
  it("shows the demo students' quiz attempts: scored, one waiting for the reflection's score, one late with its deduction, each once", async () => {
    const demo = await seedDemo(tk.kernel);
    await seedDemo(tk.kernel);
    const instructor = tk.client();
    await instructor.login('instructor@demo.lms', DEMO_PASSWORD);
    const answer = (await instructor.get(`gradebook/${demo.courseId}/`)).body as GradebookAnswer;
    const quiz = answer.columns.findIndex((column) => column.report_title === 'Check your understanding');
    expect(quiz).toBeGreaterThanOrEqual(0);
    const byEmail = new Map(answer.students.map((row) => [row.email, cellOf(row, quiz)]));
    const [jamie, chris, maria] = ['student1@demo.lms', 'student2@demo.lms', 'student3@demo.lms'].map((email) => byEmail.get(email)!) as [GradebookCell, GradebookCell, GradebookCell];
    // Seven Questions of 1 point: Jamie leaves one out, Chris answers all and writes the reflection, Maria leaves two out half a day late (10% off).
    expect(jamie).toMatchObject({ score: 5, attempts: 1 });
    expect(chris).toMatchObject({ score: 6, label: 'Pending', attempts: 1 });
    expect(chris.states).toContain('needs_grading');
    expect(maria).toMatchObject({ score: 3.6, attempts: 1 });
    expect(maria.states).toContain('late_deducted');
    expect(await tk.kernel.knex('attempts').count({ n: '*' }).first()).toEqual({ n: 3 });
    // The late work manager is not empty: Maria's attempt, late under her own due date.
    const late = (await instructor.get(`late_work/${demo.courseId}`)).body.submissions;
    expect(late).toEqual([
      expect.objectContaining({ student: expect.objectContaining({ email: 'student3@demo.lms' }), activity_title: 'Check your understanding', deduction_percent: 10, score_before: 4, score_after: 3.6, score_counted: 3.6, decision: null }),
    ]);
  });
});
