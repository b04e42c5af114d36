import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { readHostConfig } from '../src/config/hostConfig.ts';
import { loadServerPlugins } from '../src/plugins/loadServerPlugins.ts';

/**
 * Issue 14 "object rights inside payloads", for library files: every installed
 * component type whose config names a file (by its address or its `file` id),
 * and the course image, may name only files the author could read directly.
 * Instructor A teaches course A only; course B's files are not A's to use.
 */
let tk: TestKernel;
let teacher: TestClient;
let courseA: string;
let pageA: string;
const files = {} as Record<'mineImage' | 'theirsImage' | 'mine' | 'theirs', { id: string; url: string }>;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: await loadServerPlugins(readHostConfig()) });
  const a = await tk.createUser('instructor');
  const b = await tk.createUser('instructor');
  const course = await tk.createCourse({ instructor: a, lessons: [{ title: 'L', pages: [{ title: 'P' }] }] });
  courseA = course.courseId;
  pageA = `${course.first.courseId}/${course.first.lessonId}/${course.first.pageId}`;
  const courseB = (await tk.createCourse({ instructor: b })).courseId;
  teacher = await tk.loginAs(a);
  files.mineImage = await tk.libraryFile(courseA, { name: 'map.png', library: 'images' });
  files.theirsImage = await tk.libraryFile(courseB, { name: 'secret.png', library: 'images' });
  files.mine = await tk.libraryFile(courseA, { name: 'book.epub' });
  files.theirs = await tk.libraryFile(courseB, { name: 'book.epub' });
});

afterAll(() => tk?.close());

type Named = { id: string; url: string };
/** Each installed type that names a library file, with a config naming `file` (the media extension fits the type's pattern). */
const TYPES: Record<string, (file: Named, image: Named) => { config: Record<string, unknown>; field: string }> = {
  picture: (_, image) => ({ config: { url: image.url, file: image.id, alt_text: 'A map' }, field: 'config/url' }),
  video: (file) => ({ config: { url: file.url.replace(/book\.epub$/, 'book.mp4') }, field: 'config/url' }),
  audio: (file) => ({ config: { url: file.url.replace(/book\.epub$/, 'book.mp3') }, field: 'config/url' }),
  pdf: (file) => ({ config: { url: file.url.replace(/book\.epub$/, 'book.pdf') }, field: 'config/url' }),
  e_reader: (file) => ({ config: { url: file.url, file: file.id, format: 'epub', hash_id: '0'.repeat(64) }, field: 'config/url' }),
  html: (_, image) => ({ config: { html: `<p><img src="${image.url}" alt="x"></p>` }, field: 'config/html' }),
};

const create = (type: string, config: Record<string, unknown>) => teacher.post(`components/${pageA}/new/`, { type, slot: null, config });

describe("a config names only library files its author could read", () => {
  for (const [type, named] of Object.entries(TYPES)) {
    it(`${type}: refuses another course's file (422, nothing stored), takes the course's own`, async () => {
      const before = await tk.kernel.knex('components').count({ n: '*' }).first();
      const theirs = named(files.theirs, files.theirsImage);
      const refused = await create(type, theirs.config);
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.fields).toContainEqual({ field: theirs.field, message: 'This file is not in a library you may use.' });
      expect(await tk.kernel.knex('components').count({ n: '*' }).first()).toEqual(before);
      const mine = await create(type, named(files.mine, files.mineImage).config);
      expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    });
  }

  it('refuses a bare file id of another course, even beside an address of the web', async () => {
    const refused = await create('picture', { url: 'https://images.example.org/a.png', file: files.theirsImage.id, alt_text: 'A map' });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'config/file', message: 'This file is not in a library you may use.' }]);
  });

  it("refuses another course's file as the course image, takes the course's own", async () => {
    const refused = await teacher.put(`collection/courses/${courseA}/`, { image: files.theirsImage.url });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'image', message: 'This file is not in a library you may use.' }]);
    expect((await teacher.put(`collection/courses/${courseA}/`, { image: files.mineImage.url })).status).toBe(200);
  });
});
