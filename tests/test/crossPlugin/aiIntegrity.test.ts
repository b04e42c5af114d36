import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel } from '@lms/sdk/testing';
// The AI assistant's integrity rule (issue 27 item 3) over a real assessment: its open attempts reach the
// assistant through core's grade records (ActivityDescriptor.openAttempts), its due date through the ledger.
import assessmentPlugin from '../../../plugins/assessment/src/server/index.ts';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../../plugins/assessment/src/schemas/assessmentConfig.ts';
import aiPlugin from '../../../plugins/ai/src/server/index.ts';
import { refusedBeforeDue, refusedDuringAttempt } from '../../../plugins/ai/src/calls/aiRules.ts';
import { memos } from '../../../plugins/ai/test/support/aiWorld.ts';
import { readAnswer } from '../../../plugins/ai/test/support/readAnswer.ts';

let tk: TestKernel;
let course: CourseFixture;
let teacher: TestClient;
let learner: TestClient;
let ask: string;
let quizPath: string;
let dueDay: string;

const QUIZ = 'Photosynthesis quiz';

async function setPolicy(policy: 'until_due' | 'during_attempt' | 'off'): Promise<void> {
  const saved = await teacher.post('ai-course-agent', { course_id: course.courseId, agent_alias_id: 'tutor', sources: ['notes'], ai_admin_enable: true, integrity_policy: policy });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [memos, assessmentPlugin, aiPlugin] });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  course = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'Plants', pages: [{ title: 'Light' }, { title: 'Quiz' }] }] });
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  const admin = await tk.loginAs(await tk.createUser('site-admin'));
  const { courseId } = course;
  const [light, quizPage] = course.lessons[0]!.pageIds;
  const lessonId = course.first.lessonId;
  expect((await teacher.post(`components/${courseId}/${lessonId}/${light}/new/`, { type: 'memo', slot: 'recommended', title: 'Pigments', config: { text: 'Chlorophyll absorbs red and blue light and reflects green.' } })).status).toBe(201);
  const item = await teacher.post('assessment/items/', { reference: 'Q-1', title: 'Pigment colour', prompt: '<p>Which colour does chlorophyll reflect?</p>', points: 1, tags: [], type: 'single_choice', content: { choices: [{ id: 'a', text: 'Green' }, { id: 'b', text: 'Red' }], correct: 'a' } });
  expect(item.status, JSON.stringify(item.body)).toBe(201);
  const due = new Date(tk.clock.now().getTime() + 3 * 86_400_000);
  dueDay = due.toISOString().slice(0, 10);
  const config = { ...DEFAULT_ASSESSMENT_CONFIG, instructions: 'Answer the questions on chlorophyll and the colour it reflects.', items: [{ id: item.body._id, points: 1 }], due_date: due.toISOString() };
  const quiz = await teacher.post(`components/${courseId}/${lessonId}/${quizPage}/new/`, { type: 'assessment', title: QUIZ, config });
  expect(quiz.status, JSON.stringify(quiz.body)).toBe(201);
  quizPath = `assessment/delivery/${courseId}/${quiz.body._id}/`;
  expect((await admin.post('ai-agents/tutor', { title: 'Tutor', published: true })).status).toBe(200);
  expect((await admin.post('ai-sources/notes', { title: 'Notes', author: 'A. Author' })).status).toBe(200);
  ask = `ai/chat/${courseId}/ask`;
});

afterAll(() => tk?.close());

describe('the assistant and graded work (issue 27 item 3)', () => {
  it("refuses questions naming a graded item before its due date, saying why (policy until_due)", async () => {
    await setPolicy('until_due');
    const answer = await readAnswer(learner, ask, { question: `What is the answer to the ${QUIZ}?` });
    expect(answer.text).toBe(refusedBeforeDue(QUIZ, dueDay));
    expect(answer.message).toMatchObject({ mode: 'refused', refusal: 'integrity', passages: [] });
    expect(answer.events[1]).toEqual({ type: 'passages', passages: [] });
  });

  it("refuses when the best passage is the graded item's own text, and never quotes it", async () => {
    const answer = await readAnswer(learner, ask, { question: 'questions on chlorophyll colour it reflects' });
    expect(answer.message!.refusal).toBe('integrity');
    expect(JSON.stringify(answer.events)).not.toContain('Answer the questions on chlorophyll');
  });

  it("answers from the other pages, leaving the graded item's passages out, when the question is not about it", async () => {
    const answer = await readAnswer(learner, ask, { question: 'Which light does chlorophyll absorb?' });
    expect(answer.message!.mode).toBe('passages');
    expect(answer.text).toContain('Chlorophyll absorbs red and blue light');
    expect(answer.text).not.toContain('Answer the questions on chlorophyll');
  });

  it('under during_attempt, answers about the item until the student opens an attempt, refuses while it is open, answers again once submitted', async () => {
    await setPolicy('during_attempt');
    const question = { question: 'Answer the questions on chlorophyll and the colour it reflects' };
    expect((await readAnswer(learner, ask, question)).message!.mode).toBe('passages');
    expect((await learner.post(`${quizPath}start/`, {})).status).toBe(200);
    const during = await readAnswer(learner, ask, question);
    expect(during.text).toBe(refusedDuringAttempt(QUIZ));
    expect(during.message!.refusal).toBe('integrity');
    expect((await learner.post(`${quizPath}submit/`, {})).status).toBe(200);
    expect((await readAnswer(learner, ask, question)).message!.mode).toBe('passages');
  });

  it("never refuses the course's staff, and nothing under the policy off", async () => {
    await setPolicy('until_due');
    expect((await readAnswer(teacher, ask, { question: `What is the answer to the ${QUIZ}?` })).message!.refusal).not.toBe('integrity');
    await setPolicy('off');
    expect((await readAnswer(learner, ask, { question: 'questions on chlorophyll colour it reflects' })).message!.mode).toBe('passages');
  });
});
