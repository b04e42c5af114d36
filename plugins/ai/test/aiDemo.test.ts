import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@lms/sdk';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import aiPlugin from '../src/server/index.ts';
import { aiDemo } from '../src/server/aiDemo.ts';
import { readAnswer } from './support/readAnswer.ts';

let tk: TestKernel;
let courseId: string;
let instructor: SessionUser;
let learner: TestClient;
let admin: TestClient;
let teacher: TestClient;

const seed = () =>
  aiDemo.seed({ courseId, paidCourseId: courseId, administrator: instructor, instructor, students: [], createdComponents: {}, deps: tk.kernel.resolveDepsFor('ai', aiDemo.deps) });

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [aiPlugin] });
  const professor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  courseId = (await tk.createCourse({ instructor: professor, students: [student] })).courseId;
  instructor = { id: professor.id } as SessionUser;
  learner = await tk.loginAs(student);
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  teacher = await tk.loginAs(professor);
});

afterAll(() => tk?.close());

describe('the demo assistant', () => {
  it('switches the demo course on with a published agent, a persona and an indexed handbook, once', async () => {
    expect((await seed())[0]).toContain(`/${courseId}/ai_manager`);
    await seed();
    await tk.drainJobs();
    expect((await admin.get('ai-agents')).body).toHaveLength(1);
    expect((await admin.get('ai/personas')).body).toHaveLength(1);
    expect((await admin.get('ai/sources/demo-handbook')).body).toMatchObject({ status: 'ready', course_ids: [courseId] });
    expect((await learner.get(`ai/chat/${courseId}`)).body).toMatchObject({ enabled: true, agent: { title: 'Course tutor' }, persona: 'Patient explainer', messages_left_today: 50 });
    const answer = await readAnswer(learner, `ai/chat/${courseId}/ask`, { question: 'How do I move between pages?' });
    expect(answer.text).toContain('Use Previous and Next to move between pages.');
  });

  it("keeps a course description drafted from the course as the instructor's, and leaves an edited one as it is", async () => {
    const { body: course } = await teacher.get(`ai/description/${courseId}`);
    expect(course.description).toMatch(/^.+\. The course has 1 lesson: .+\.$/);
    expect((await teacher.put(`ai/description/${courseId}`, { description: 'Our own words.' })).status).toBe(200);
    await seed();
    expect((await teacher.get(`ai/description/${courseId}`)).body.description).toBe('Our own words.');
  });
});
