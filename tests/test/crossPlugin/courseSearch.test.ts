import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import type { SearchAnswer } from '@lms/sdk/calls';
// In-course search over real component types: html's text through its searchableText,
// and the advanced component's tabs (a container whose locked tabs students never see).
import htmlPlugin from '../../../plugins/html/src/server/index.ts';
import advancedPlugin from '../../../plugins/advanced/src/server/index.ts';

let tk: TestKernel;
let teacher: TestClient;
let learner: TestClient;
let at: { courseId: string; lessonId: string; pageId: string };

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [htmlPlugin, advancedPlugin] });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  at = (await tk.createCourse({ instructor, students: [student] })).first;
});
afterAll(() => tk?.close());

async function html(text: string, slot: string | null): Promise<string> {
  const made = await teacher.post(`components/${at.courseId}/${at.lessonId}/${at.pageId}/new/`, { type: 'html', title: '', config: { html: `<p>${text}</p>` }, slot });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body._id as string;
}

const tab = (buttonText: string, components: string[], locked: boolean) => ({ buttonText, buttonType: 'regular', components, description: '', thumbnailUrl: '', altText: '', color: '', locked });

async function search(client: TestClient, q: string): Promise<SearchAnswer> {
  const answer = await client.get(`search/${at.courseId}?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return answer.body as SearchAnswer;
}

describe('in-course search over real component types', () => {
  it("finds html text (not its markup) and tabs' components, never a locked tab's, for students", async () => {
    const open = await html('The <strong>Krebs</strong> cycle turns acetyl groups into energy.', null);
    const locked = await html('The Krebs answer key.', null);
    const tabs = await teacher.post(`components/${at.courseId}/${at.lessonId}/${at.pageId}/new/`, {
      type: 'advanced',
      title: 'Metabolism',
      config: { layout: 'top', tabs: [tab('Open tab', [open], false), tab('Teacher tab', [locked], true)] },
    });
    expect(tabs.status, JSON.stringify(tabs.body)).toBe(201);

    const student = await search(learner, 'krebs');
    expect(student.hits.map((hit) => hit._id)).toEqual([open]);
    expect(student.hits[0]).toMatchObject({ component_type: 'html', page: { _id: at.pageId } });
    expect(JSON.stringify(student)).not.toMatch(/answer key|Teacher tab|strong/);
    expect((await search(learner, 'teacher tab')).hits).toEqual([]);
    expect((await search(learner, 'open tab')).hits.map((hit) => hit._id)).toEqual([tabs.body._id]);
  });
});
