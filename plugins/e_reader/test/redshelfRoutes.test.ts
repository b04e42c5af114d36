import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel } from '@lms/sdk/testing';
import eReaderPlugin from '../src/server/index.ts';

/** Issue 26 item 1: the spec's ereader/redshelf calls answer the viewer_url of our own reader. */
let tk: TestKernel;
let teacher: TestClient;
let learner: TestClient;
let outsider: TestClient;
let course: CourseFixture;
let mediaDir: string;
let epub: { componentId: string; pageId: string };
let pdf: { componentId: string; pageId: string };

const EPUB_HASH = 'a'.repeat(64);
const PDF_HASH = 'b'.repeat(64);

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-e-reader-redshelf-'));
  tk = await createTestKernel({ plugins: [eReaderPlugin], config: { mediaDir } });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  course = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }] }] });
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  outsider = await tk.loginAs(await tk.createUser('student'));
  const { courseId, first } = course;
  const [epubPage, pdfPage] = course.lessons[0]!.pageIds;
  const book = async (pageId: string, id: string, name: string, format: string, hash: string, title: string) => {
    const url = (await tk.libraryFile(courseId, { id, name })).url;
    const created = await teacher.post(`components/${courseId}/${first.lessonId}/${pageId}/new/`, { type: 'e_reader', config: { url, file: id, format, hash_id: hash, title } });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    return { componentId: created.body._id as string, pageId };
  };
  epub = await book(epubPage!, '6c0000000000000000000001', 'war-and-peace.epub', 'epub', EPUB_HASH, 'War and Peace');
  pdf = await book(pdfPage!, '6c0000000000000000000002', 'atlas.pdf', 'pdf', PDF_HASH, 'Atlas');
  // A component without a book is no book.
  await teacher.post(`components/${courseId}/${first.lessonId}/${pdfPage}/new/`, { type: 'e_reader' });
});

afterAll(async () => {
  await tk?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const screen = (book: { componentId: string; pageId: string }) => `/${course.courseId}/${course.first.lessonId}/${book.pageId}/${book.componentId}`;

describe('GET ereader/redshelf/{courseId}', () => {
  it("lists the course's books in course order with our reader's viewer_url", async () => {
    const answer = await learner.get(`ereader/redshelf/${course.courseId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.books).toEqual([
      { component_id: epub.componentId, lesson_id: course.first.lessonId, page_id: epub.pageId, hash_id: EPUB_HASH, title: 'War and Peace', format: 'epub', viewer_url: screen(epub) },
      { component_id: pdf.componentId, lesson_id: course.first.lessonId, page_id: pdf.pageId, hash_id: PDF_HASH, title: 'Atlas', format: 'pdf', viewer_url: screen(pdf) },
    ]);
    expect((await outsider.get(`ereader/redshelf/${course.courseId}`)).status).toBe(403);
    expect((await tk.client().get(`ereader/redshelf/${course.courseId}`)).status).toBe(401);
  });
});

describe('GET ereader/redshelf/{courseId}/{hash_id}/{initialBookPageId}', () => {
  it('answers the viewer_url opening an EPUB at that chapter, a PDF at its start', async () => {
    expect((await learner.get(`ereader/redshelf/${course.courseId}/${EPUB_HASH}/3`)).body).toEqual({ viewer_url: `${screen(epub)}?location=3` });
    expect((await teacher.get(`ereader/redshelf/${course.courseId}/${PDF_HASH}/3`)).body).toEqual({ viewer_url: screen(pdf) });
  });

  it('refuses an unknown book or page, an outsider and a visitor', async () => {
    expect((await learner.get(`ereader/redshelf/${course.courseId}/${'c'.repeat(64)}/0`)).body).toMatchObject({ errno: 'not-found', error: 'No such book.' });
    expect((await learner.get(`ereader/redshelf/${course.courseId}/${EPUB_HASH}/first`)).body).toMatchObject({ errno: 'not-found', error: 'No such page of the book.' });
    expect((await outsider.get(`ereader/redshelf/${course.courseId}/${EPUB_HASH}/0`)).status).toBe(403);
    expect((await tk.client().get(`ereader/redshelf/${course.courseId}/${EPUB_HASH}/0`)).status).toBe(401);
  });
});
