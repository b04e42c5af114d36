import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import htmlPlugin from '../../plugins/html/src/server/index.ts';
import aiPlugin from '../../plugins/ai/src/server/index.ts';
import { seedDemo } from '../src/demo/seedDemo.ts';
import { DEMO_PASSWORD } from '../src/demo/demoAccounts.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [htmlPlugin, aiPlugin] });
});

afterAll(() => tk?.close());

describe('the demo course on the AI manager', () => {
  it("has a saved description drafted from the course, which the instructor's own edit replaces for good", async () => {
    const demo = await seedDemo(tk.kernel);
    const instructor = tk.client();
    await instructor.login('instructor@demo.lms', DEMO_PASSWORD);
    const saved = await instructor.get(`ai/description/${demo.courseId}`);
    expect(saved.status).toBe(200);
    expect(saved.body.description).toMatch(/^Demo Course: Learning on the Platform: A short tour of lessons, pages and components\. The course has \d+ lessons: Getting started; Planning ahead/);
    expect(saved.body.updated_at).not.toBeNull();

    expect((await instructor.put(`ai/description/${demo.courseId}`, { description: 'A tour of the platform, written by its instructor.' })).status).toBe(200);
    await seedDemo(tk.kernel);
    expect((await instructor.get(`ai/description/${demo.courseId}`)).body.description).toBe('A tour of the platform, written by its instructor.');
  });
});
