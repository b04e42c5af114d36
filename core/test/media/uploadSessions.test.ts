import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { MP4, PDF, png } from './mediaFixtures.ts';
import { down, up } from '../../migrations/20261210000500_media_upload_sessions.ts';

/**
 * Part 1 §7 "Uploads" and part 3 §7 "Tools and uploads" (issue 26): POST
 * files/s3sign, the PUT of the bytes, POST media/converter (or images/upload/,
 * documents/upload/) and GET s3upload, on the local disk and on an S3 bucket.
 */

interface World {
  tk: TestKernel;
  courseId: string;
  otherCourseId: string;
  teacherId: string;
  teacher: TestClient;
  learner: TestClient;
  stranger: TestClient;
}

async function world(config: Record<string, unknown>): Promise<World> {
  const tk = await createTestKernel({ config });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  const courseId = (await tk.createCourse({ instructor, students: [student] })).courseId;
  const otherCourseId = (await tk.createCourse({})).courseId;
  return { tk, courseId, otherCourseId, teacherId: instructor.id, teacher: await tk.loginAs(instructor), learner: await tk.loginAs(student), stranger: await tk.loginAs(await tk.createUser('instructor')) };
}

/** The browser's PUT of the bytes to the presigned address (no cookie: the address is the right). */
const putBytes = (url: string, bytes: Buffer, contentType: string) => fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) });

describe('direct uploads on the local disk', () => {
  let w: World;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-upload-sessions-'));
    w = await world({ mediaDir });
  });

  afterAll(async () => {
    await w?.tk.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it("POST files/s3sign answers the spec's fields and a sealed address of ours; media/converter makes the library file", async () => {
    const signed = await w.teacher.post('files/s3sign', { course: w.courseId, filename: 'notes.pdf', contentType: 'application/pdf' });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      presigned_url: expect.stringMatching(/\/server\/s3upload\/[0-9a-f]{24}\?token=/),
      s3_url: expect.stringMatching(/\/server\/s3upload\/[0-9a-f]{24}$/),
      key: expect.stringMatching(/^uploads\/[0-9a-f]{24}\/[0-9a-f]{24}$/),
      s3_bucket: null,
      s3_region: null,
      output_path: `${w.courseId}/`,
      output_bucket: null,
      user_id: w.teacherId,
      media_convert_data: { library: 'files', convert: false },
    });

    // Nothing uploaded yet: nothing to convert.
    expect((await w.teacher.post('media/converter', { key: signed.body.key })).body).toMatchObject({ errno: 'not-found', error: 'Nothing was uploaded to this address yet.' });
    // A forged or foreign token is refused before a byte is stored.
    const forged = signed.body.presigned_url.replace(/token=.*/, 'token=v1.forged');
    expect((await putBytes(forged, PDF, 'application/pdf')).status).toBe(403);
    expect((await putBytes(signed.body.presigned_url, PDF, 'application/pdf')).status).toBe(204);

    const converted = await w.teacher.post('media/converter', { key: signed.body.key });
    expect(converted.status).toBe(201);
    expect(converted.body).toMatchObject({ mimetype: 'application/pdf', data: { course_id: w.courseId, library: 'files', display_name: 'notes.pdf', size: PDF.length } });
    expect((await w.teacher.get(`files/${w.courseId}/`)).body.files.map((f: { _id: string }) => f._id)).toContain(converted.body.data._id);
    // Once only; the staged object is gone.
    expect((await w.teacher.post('media/converter', { key: signed.body.key })).status).toBe(409);
  });

  it('converts a session once when two conversions race, leaving one file', async () => {
    const signed = (await w.teacher.post('files/s3sign', { course: w.courseId, filename: 'race.pdf', contentType: 'application/pdf' })).body;
    await putBytes(signed.presigned_url, PDF, 'application/pdf');
    const answers = await Promise.all([w.teacher.post('media/converter', { key: signed.key }), w.teacher.post('media/converter', { key: signed.key })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await w.teacher.get(`files/${w.courseId}/`)).body.files.filter((f: { name: string }) => f.name === 'race.pdf')).toHaveLength(1);
  });

  it('refuses what the library refuses (a type the file is not), storing no file', async () => {
    const signed = (await w.teacher.post('files/s3sign', { course: w.courseId, filename: 'fake.pdf', contentType: 'application/pdf' })).body;
    await putBytes(signed.presigned_url, Buffer.from('not a pdf at all'), 'application/pdf');
    const refused = await w.teacher.post('media/converter', { key: signed.key });
    expect(refused.status).toBe(422);
    expect(refused.body.errno).toBe('invalid-mimetype');
    expect((await w.teacher.get(`files/${w.courseId}/`)).body.files.map((f: { name: string }) => f.name)).not.toContain('fake.pdf');
  });

  it('POST images/upload/ {filename, fullsizeUrl, thumbnailUrl} and documents/upload/ {filename, url} adopt an uploaded address, never fetch another', async () => {
    const image = (await w.teacher.post('files/s3sign', { course: w.courseId, filename: 'dot.png', contentType: 'image/png' })).body;
    expect(image.media_convert_data).toEqual({ library: 'images', convert: false });
    await putBytes(image.presigned_url, await png(20, 20), 'image/png');
    const added = await w.teacher.post('images/upload/', { course: w.courseId, filename: 'A dot', fullsizeUrl: image.s3_url, thumbnailUrl: image.s3_url });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ mimetype: 'image/png', data: { library: 'images', display_name: 'A dot', width: 20 } });

    const doc = (await w.teacher.post('files/s3sign', { course: w.courseId, filename: 'clip.mp4', contentType: 'video/mp4' })).body;
    await putBytes(doc.presigned_url, MP4, 'video/mp4');
    const document = await w.teacher.post('documents/upload/', { course: w.courseId, filename: 'Clip', url: doc.s3_url });
    expect(document.status).toBe(201);
    expect(document.body.data).toMatchObject({ library: 'files', display_name: 'Clip', extension: 'mp4' });

    const elsewhere = await w.teacher.post('documents/upload/', { course: w.courseId, filename: 'x', url: 'http://169.254.169.254/latest/meta-data' });
    expect(elsewhere.body).toMatchObject({ errno: 'invalid-url', error: 'URL is invalid.' });
    expect((await w.teacher.post('documents/upload/', { course: w.courseId, url: doc.s3_url })).status).toBe(422);
  });

  it('GET s3upload lists the caller\'s sessions, newest first, limits 1 and 10', async () => {
    const all = await w.teacher.get('s3upload');
    expect(all.status).toBe(200);
    expect(all.body.uploads.length).toBe(5);
    expect(all.body.uploads[0]).toMatchObject({ course_id: w.courseId, filename: 'clip.mp4', content_type: 'video/mp4', library: 'files', media_id: expect.any(String) });
    expect(all.body.uploads.map((u: { filename: string }) => u.filename)).toEqual(['clip.mp4', 'dot.png', 'fake.pdf', 'race.pdf', 'notes.pdf']);
    expect((await w.teacher.get('s3upload?limit=1')).body.uploads).toHaveLength(1);
    expect((await w.teacher.get('s3upload?limit=5')).status).toBe(422);
    expect((await w.stranger.get('s3upload')).body).toEqual({ uploads: [] });
    expect((await w.tk.client().get('s3upload')).status).toBe(401);
  });

  it('lets a session lapse after an hour: its address refuses bytes, and the next session clears it and what it staged', async () => {
    const mine = (await w.teacher.post('files/s3sign', { course: w.courseId, filename: 'late.pdf', contentType: 'application/pdf' })).body;
    await putBytes(mine.presigned_url, PDF, 'application/pdf');
    expect(fs.existsSync(path.join(mediaDir, mine.key))).toBe(true);
    w.tk.clock.advance(60 * 60 * 1000 + 1);
    expect((await putBytes(mine.presigned_url, PDF, 'application/pdf')).status).toBe(403);
    await w.teacher.post('files/s3sign', { course: w.courseId, filename: 'next.pdf', contentType: 'application/pdf' });
    expect(await w.tk.kernel.knex('media_upload_sessions').where({ key: mine.key })).toEqual([]);
    expect(fs.existsSync(path.join(mediaDir, mine.key))).toBe(false);
  });

  it('refuses a visitor, a student and an instructor of another course at each call, through the session\'s course', async () => {
    const body = { course: w.courseId, filename: 'a.pdf', contentType: 'application/pdf' };
    expect((await w.tk.client().post('files/s3sign', body)).status).toBe(401);
    expect((await w.learner.post('files/s3sign', body)).status).toBe(403);
    expect((await w.stranger.post('files/s3sign', body)).status).toBe(403);
    expect((await w.teacher.post('files/s3sign', { ...body, course: w.otherCourseId })).status).toBe(403);
    const signed = (await w.teacher.post('files/s3sign', body)).body;
    await putBytes(signed.presigned_url, PDF, 'application/pdf');
    expect((await w.tk.client().post('media/converter', { key: signed.key })).status).toBe(401);
    expect((await w.stranger.post('media/converter', { key: signed.key })).status).toBe(403);
    expect((await w.learner.post('media/converter', { key: signed.key })).status).toBe(403);
    expect((await w.stranger.post('documents/upload/', { course: w.courseId, filename: 'a', url: signed.s3_url })).status).toBe(403);
    // An unknown key is not found.
    expect((await w.teacher.post('media/converter', { key: 'uploads/0123456789abcdef01234567/0123456789abcdef01234567' })).status).toBe(404);
  });
});

describe('the media_upload_sessions migration', () => {
  it('steps down and up again: one session per key, images or files only', async () => {
    const w = await world({});
    try {
      const db = w.tk.kernel.knex;
      await down(db);
      expect(await db.schema.hasTable('media_upload_sessions')).toBe(false);
      await up(db);
      const row = { id: 'a'.repeat(24), course_id: w.courseId, user_id: w.teacherId, library: 'files', filename: 'x.pdf', content_type: 'application/pdf', key: 'uploads/k', created_at: new Date(), expires_at: new Date() };
      await db('media_upload_sessions').insert(row);
      await expect(db('media_upload_sessions').insert({ ...row, id: 'b'.repeat(24) })).rejects.toThrow();
      await expect(db('media_upload_sessions').insert({ ...row, id: 'c'.repeat(24), key: 'uploads/l', library: 'submissions' })).rejects.toThrow();
    } finally {
      await w.tk.close();
    }
  });
});

describe('direct uploads to an S3-compatible bucket', () => {
  const BUCKET = 'lms-media';
  let w: World;
  let s3Folder: string;
  let s3server: { close(): Promise<void> };

  beforeAll(async () => {
    s3Folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-s3rver-sessions-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Folder, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await server.run();
    s3server = server;
    w = await world({ s3: { bucket: BUCKET, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'site-a/' } });
  });

  afterAll(async () => {
    await w?.tk.close();
    await s3server?.close();
    fs.rmSync(s3Folder, { recursive: true, force: true });
  });

  it('answers a presigned PUT to the bucket; the uploaded object becomes the library file', async () => {
    const signed = await w.teacher.post('files/s3sign', { course: w.courseId, filename: 'notes.pdf', contentType: 'application/pdf' });
    expect(signed.body).toMatchObject({ s3_bucket: BUCKET, s3_region: 'us-east-1', output_bucket: BUCKET });
    expect(signed.body.presigned_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/lms-media\/site-a\/uploads\/[0-9a-f]{24}\/[0-9a-f]{24}\?.*X-Amz-Signature=/);
    expect(signed.body.s3_url).toBe(signed.body.presigned_url.split('?')[0]);
    expect((await putBytes(signed.body.presigned_url, PDF, 'application/pdf')).status).toBe(200);
    const added = await w.teacher.post('documents/upload/', { course: w.courseId, filename: 'Notes', url: signed.body.s3_url });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ library: 'files', display_name: 'Notes', size: PDF.length });
  });
});
