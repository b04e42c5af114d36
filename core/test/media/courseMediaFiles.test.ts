import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { PDF, uploadForm } from './mediaFixtures.ts';

let tk: TestKernel;
let courseId: string;
let otherCourseId: string;
let fileId: string;

beforeAll(async () => {
  tk = await createTestKernel();
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  courseId = (await tk.createCourse({ instructor, students: [student] })).courseId;
  otherCourseId = (await tk.createCourse({ instructor })).courseId;
  const upload = await (await tk.loginAs(student)).upload(`submissions/${courseId}/upload/`, uploadForm(PDF, 'essay.pdf'));
  fileId = upload.body.data._id;
});

afterAll(() => tk?.close());

describe('coreServices.media (a course’s library files for plugins)', () => {
  it("answers the course's files among the ids, and their bytes", async () => {
    const media = tk.kernel.resolve(coreServices.media);
    const [file] = await media.files(courseId, [fileId, 'f'.repeat(24)]);
    expect(file).toMatchObject({ _id: fileId, library: 'submissions', extension: 'pdf', mimetype: 'application/pdf' });
    expect(await media.files(courseId, [])).toEqual([]);
    expect(await text(await media.read(courseId, fileId))).toBe(PDF.toString());
  });

  it("knows nothing of another course's file", async () => {
    const media = tk.kernel.resolve(coreServices.media);
    expect(await media.files(otherCourseId, [fileId])).toEqual([]);
    await expect(media.read(otherCourseId, fileId)).rejects.toMatchObject({ errno: 'not-found' });
  });
});
