import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { MP4, png, uploadForm } from './mediaFixtures.ts';

/** Part 1 §7 "Uploads" at the spec's paths (mediaSpecPathCalls.ts), beside ours. */
let tk: TestKernel;
let mediaDir: string;
let instructor: TestUser;
let teacher: TestClient;
let other: TestClient;
let learner: TestClient;
let courseId: string;

const NO_ID = '0123456789abcdef01234567';

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-media-spec-'));
  tk = await createTestKernel({ config: { mediaDir } });
  instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  courseId = (await tk.createCourse({ instructor, students: [student] })).courseId;
  teacher = await tk.loginAs(instructor);
  other = await tk.loginAs(await tk.createUser('instructor'));
  learner = await tk.loginAs(student);
});

afterAll(async () => {
  await tk?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('PUT media/images/{id}/ and PUT media/files/{id}/', () => {
  it("describe a file in its course with the spec's payloads, as our paths do", async () => {
    const image = (await teacher.upload(`images/${courseId}/upload/`, uploadForm(await png(20, 20), 'dot.png', 'Dot'))).body.data;
    const described = await teacher.put(`media/images/${image._id}/`, { alt_text: 'A green dot', caption: 'Figure 1' });
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ _id: image._id, alt_text: 'A green dot', caption: 'Figure 1' });

    const video = (await teacher.upload(`files/${courseId}/upload/`, uploadForm(MP4, 'clip.mp4'))).body.data;
    const vtt = `data:text/vtt;base64,${Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n').toString('base64')}`;
    const tracked = await teacher.put(`media/files/${video._id}/`, { subtitles_array: [`English::clip.en.srt::${vtt}`], description_array: [] });
    expect(tracked.body).toMatchObject({ subtitles_array: [`English::clip.en.srt::${vtt}`], description_array: [] });
    const unlabelled = await teacher.put(`media/files/${video._id}/`, { subtitles_array: [`::clip.en.srt::${vtt}`] });
    expect(unlabelled.body.fields).toEqual([{ field: 'subtitles_array/0', message: 'Please enter a display label for every subtitle file' }]);
    expect((await teacher.get(`files/${courseId}/`)).body.files.find((f: { _id: string }) => f._id === video._id).subtitles_array).toHaveLength(1);
    // An image is not a files-library file, and the other way round.
    expect((await teacher.put(`media/files/${image._id}/`, { subtitles_array: [] })).status).toBe(404);
    expect((await teacher.put(`media/images/${video._id}/`, { caption: 'x' })).status).toBe(404);
  });

  it("is refused outside the file's course and for an unknown file", async () => {
    const image = (await teacher.upload(`images/${courseId}/upload/`, uploadForm(await png(10, 10), 'dot.png', 'Dot'))).body.data;
    expect((await other.put(`media/images/${image._id}/`, { caption: 'Mine' })).body.errno).toBe('access-denied');
    // The rights come before the payload's checks: a caller without them learns nothing of what it needs.
    expect((await other.put(`media/images/${image._id}/`, { colour: 'red' })).body.errno).toBe('access-denied');
    expect((await teacher.put(`media/images/${image._id}/`, { colour: 'red' })).status).toBe(422);
    expect((await learner.put(`media/images/${image._id}/`, { caption: 'Mine' })).body.errno).toBe('access-denied');
    expect((await teacher.put(`media/images/${NO_ID}/`, { caption: 'x' })).body).toMatchObject({ errno: 'not-found', error: 'File not found.' });
    expect((await teacher.get(`images/${courseId}/`)).body.files.find((f: { _id: string }) => f._id === image._id).caption).toBeNull();
  });
});

describe("the media spec paths' gate", () => {
  it('refuses a visitor at each, and an instructor of another course', async () => {
    const image = (await teacher.upload(`files/${courseId}/upload/`, uploadForm(MP4, 'gate.mp4'))).body.data;
    const visitor = tk.client();
    expect((await visitor.put(`media/images/${image._id}/`, { caption: 'x' })).status).toBe(401);
    expect((await visitor.put(`media/files/${image._id}/`, { subtitles_array: [] })).status).toBe(401);
    expect((await visitor.post('images/fromurl/', { course: courseId, url: 'https://example.org/x.png', filename: 'x' })).status).toBe(401);
    expect((await other.put(`media/files/${image._id}/`, { subtitles_array: [] })).status).toBe(403);
  });
});

describe('POST images/fromurl/', () => {
  it('takes the course from the payload, then the url and filename as ours do', async () => {
    const refused = await teacher.post('images/fromurl/', { course: courseId, url: 'http://localhost/x.png', filename: 'Photo' });
    expect(refused.body).toEqual({ errno: 'invalid-url', error: 'URL is invalid.' });
    expect((await other.post('images/fromurl/', { course: courseId, url: 'https://example.org/x.png', filename: 'Photo' })).body.errno).toBe('access-denied');
    const noCourse = await teacher.post('images/fromurl/', { url: 'https://example.org/x.png', filename: 'Photo' });
    expect(noCourse.status).toBe(422);
    const noName = await teacher.post('images/fromurl/', { course: courseId, url: 'https://example.org/x.png' });
    expect(noName.status).toBe(422);
    expect((await teacher.get(`images/${courseId}/`)).body.files).toHaveLength(2);
  });
});
