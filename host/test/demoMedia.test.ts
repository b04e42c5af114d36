import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import picturePlugin from '../../plugins/picture/src/server/index.ts';
import { seedDemo } from '../src/demo/seedDemo.ts';
import { DEMO_PASSWORD } from '../src/demo/demoAccounts.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [picturePlugin] });
});

afterAll(() => tk?.close());

describe("a demo's media files (demo.media)", () => {
  it("are uploaded to the demo course's library, and the demo config names them", async () => {
    const demo = await seedDemo(tk.kernel);
    const student = tk.client();
    await student.login('student1@demo.lms', DEMO_PASSWORD);
    const outline = (await student.get(`courses/${demo.courseId}/`)).body;
    const gallery = outline.lessons.find((lesson: { title: string }) => lesson.title === 'Component gallery');
    const page = (await student.get(`pages/${demo.courseId}/${gallery._id}/${gallery.pages[0]._id}/`)).body;
    const { config } = page.contents[0];
    const [file] = await tk.kernel.knex('media_files').where({ course_id: demo.courseId });
    expect(config).toMatchObject({ url: `/server/media/${demo.courseId}/${file.id}/animal-cell.png`, file: file.id });
    const served = await student.download(config.url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(fs.readFileSync(new URL('../../plugins/picture/demo/animal-cell.png', import.meta.url)))).toBe(true);
  });
});
