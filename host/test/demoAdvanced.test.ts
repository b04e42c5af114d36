import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import htmlPlugin from '../../plugins/html/src/server/index.ts';
import advancedPlugin from '../../plugins/advanced/src/server/index.ts';
// The host's demo installer, which fills a container's demo children.
import { seedDemo } from '../src/demo/seedDemo.ts';
import { DEMO_PASSWORD } from '../src/demo/demoAccounts.ts';

describe('advanced demo', () => {
  let tk: TestKernel;
  beforeAll(async () => {
    tk = await createTestKernel({ plugins: [htmlPlugin, advancedPlugin] });
  });
  afterAll(() => tk?.close());

  it('puts two tabs of html components on the gallery page, readable by a demo student', async () => {
    const demo = await seedDemo(tk.kernel);
    const student = tk.client();
    await student.login('student1@demo.lms', DEMO_PASSWORD);
    const outline = (await student.get(`courses/${demo.courseId}/`)).body;
    const gallery = outline.lessons.find((l: { title: string }) => l.title === 'Component gallery');
    const page = gallery.pages.find((p: { title: string }) => p.title === 'Advanced (tabs)');
    const tabs = (await student.get(`pages/${demo.courseId}/${gallery._id}/${page._id}/`)).body.contents[0];
    expect(tabs.config.tabs.map((t: { buttonText: string }) => t.buttonText)).toEqual(['Before class', 'After class']);
    expect(tabs.children.map((c: { type: string; title: string }) => `${c.type}: ${c.title}`)).toEqual(['html: Preparation', 'html: Review']);
    expect(tabs.config.tabs.flatMap((t: { components: string[] }) => t.components)).toEqual(tabs.children.map((c: { _id: string }) => c._id));
  });

  it('leaves the demo out when the type of a child is not installed', async () => {
    const alone = await createTestKernel({ plugins: [advancedPlugin] });
    try {
      const demo = await seedDemo(alone.kernel);
      expect(await alone.kernel.knex('components').where({ course_id: demo.courseId }).count({ n: '*' }).first()).toEqual({ n: 0 });
    } finally {
      await alone.close();
    }
  });
});
