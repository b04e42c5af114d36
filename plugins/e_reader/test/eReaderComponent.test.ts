import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import eReaderPlugin from '../src/server/index.ts';
import { BAD_FILE_ID, BAD_FORMAT, BAD_HASH, FILE_MISMATCH, FORMAT_MISMATCH, NOT_A_BOOK_ADDRESS, TITLE_TOO_LONG } from '../src/schemas/eReaderConfig.ts';

const DEMO_BOOK = fileURLToPath(new URL('../demo/welcome.epub', import.meta.url));

let tk: TestKernel;
let teacher: TestClient;
let learner: TestClient;
let pages: string[];
let courseId: string;
let mediaDir: string;

const COURSE = '6b0000000000000000000001';
const MEDIA = '6b0000000000000000000002';
const HASH = 'a'.repeat(64);
/** A book of the course's library (set once the course exists): a config may name only files its author can read. */
let BOOK: { url: string; file: string; format: string; hash_id: string };

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-e-reader-test-'));
  tk = await createTestKernel({ plugins: [eReaderPlugin], config: { mediaDir } });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  const course = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }, { title: 'P3' }] }] });
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  courseId = course.courseId;
  BOOK = { url: (await tk.libraryFile(courseId, { id: MEDIA, name: 'war-and-peace.epub' })).url, file: MEDIA, format: 'epub', hash_id: HASH };
  pages = course.lessons[0]!.pageIds.map((pageId) => `${course.courseId}/${course.first.lessonId}/${pageId}`);
});

afterAll(async () => {
  await tk?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

/** Each test that stores a book does it on a page of its own (a page holds at most 2 contents); refusals go to the first. */
const create = (config: Record<string, unknown>, page = pages[0]) => teacher.post(`components/${page}/new/`, { type: 'e_reader', config });
const fieldsOf = async (config: Record<string, unknown>) => (await create(config)).body.fields;

describe('e_reader component through the kernel routes', () => {
  it('starts without a book, and keeps nothing else until one is chosen', async () => {
    const blank = await teacher.post(`components/${pages[0]}/new/`, { type: 'e_reader' });
    expect(blank.status).toBe(201);
    expect(blank.body.config).toEqual({ url: '' });
    const saved = await teacher.put(`components/${pages[0]}/${blank.body._id}/`, { config: { url: '  ', title: 'Left over' } });
    expect(saved.body.config).toEqual({ url: '' });
  });

  it('stores a book with its file, format and content hash, trimmed, and students read it', async () => {
    const created = await create({ ...BOOK, url: ` ${BOOK.url} `, title: '  War and Peace ' }, pages[1]);
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual({ ...BOOK, title: 'War and Peace' });
    expect((await learner.get(`pages/${pages[1]}/`)).body.contents[0].config).toEqual(created.body.config);
  });

  it('takes a book uploaded to the course\'s file library as the picker gives it', async () => {
    const bytes = fs.readFileSync(DEMO_BOOK);
    const form = new FormData();
    form.append('name', 'Welcome book');
    form.append('file', new Blob([bytes], { type: 'application/epub+zip' }), 'welcome.epub');
    const uploaded = await teacher.upload(`files/${courseId}/upload/`, form);
    expect(uploaded.status).toBe(201);
    const file = uploaded.body.data;
    expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const created = await create({ url: file.url, file: file._id, format: file.extension, hash_id: file.sha256, title: file.display_name }, pages[2]);
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual({ url: `/server/media/${courseId}/${file._id}/welcome.epub`, file: file._id, format: 'epub', hash_id: file.sha256, title: 'Welcome book' });
    const served = await learner.download(file.url);
    expect(served.status).toBe(200);
    expect(createHash('sha256').update(served.bytes).digest('hex')).toBe(file.sha256);
  });

  it('refuses addresses that are not uploaded books', async () => {
    for (const url of [
      'https://example.org/book.epub',
      `/server/media/${COURSE}/${MEDIA}/book.docx`,
      `/server/media/${COURSE}/${MEDIA}/../book.epub`,
      `/server/media/${COURSE}/book.epub`,
      `/server/media/${COURSE}/${MEDIA}/my book.epub`,
      'javascript:alert(1)//.epub',
    ]) {
      expect(await fieldsOf({ ...BOOK, url }), url).toEqual([{ field: 'config/url', message: NOT_A_BOOK_ADDRESS }]);
    }
  });

  it('refuses malformed fields with their messages, and unknown ones', async () => {
    expect(await fieldsOf({ ...BOOK, file: 'war-and-peace' })).toEqual([{ field: 'config/file', message: BAD_FILE_ID }]);
    expect(await fieldsOf({ ...BOOK, format: 'mobi' })).toEqual([{ field: 'config/format', message: BAD_FORMAT }]);
    expect(await fieldsOf({ ...BOOK, hash_id: 'A'.repeat(64) })).toEqual([{ field: 'config/hash_id', message: BAD_HASH }]);
    expect(await fieldsOf({ ...BOOK, hash_id: 'a'.repeat(63) })).toEqual([{ field: 'config/hash_id', message: BAD_HASH }]);
    expect(await fieldsOf({ ...BOOK, title: 'x'.repeat(201) })).toEqual([{ field: 'config/title', message: TITLE_TOO_LONG }]);
    expect(await fieldsOf({ ...BOOK, page: 3 })).toEqual([{ field: 'config/page', message: 'Unknown field "page"' }]);
  });

  it('refuses a book without its file, format or hash, or whose parts disagree', async () => {
    expect(await fieldsOf({ url: BOOK.url })).toEqual([
      { field: 'config/file', message: NOT_A_BOOK_ADDRESS },
      { field: 'config/format', message: NOT_A_BOOK_ADDRESS },
      { field: 'config/hash_id', message: NOT_A_BOOK_ADDRESS },
    ]);
    expect(await fieldsOf({ ...BOOK, format: 'pdf' })).toEqual([{ field: 'config/format', message: FORMAT_MISMATCH }]);
    expect(await fieldsOf({ ...BOOK, file: '6b0000000000000000000003' })).toEqual([{ field: 'config/file', message: FILE_MISMATCH }]);
    // Only the blank component of the first test is there: no refused one was stored.
    expect((await learner.get(`pages/${pages[0]}/`)).body.contents).toHaveLength(1);
  });

  it('offers its title as searchable text', () => {
    const type = eReaderPlugin.componentTypes![0]!;
    expect(type.searchableText!({ ...BOOK, format: 'epub', title: 'War and Peace' })).toBe('War and Peace');
    expect(type.searchableText!({ url: '' })).toBe('');
  });
});
