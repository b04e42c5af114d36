import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { PDF, png } from './mediaFixtures.ts';

let tk: TestKernel;
let teacher: TestClient;
let learner: TestClient;
let courseId: string;
let mediaDir: string;

const BOUNDARY = 'lms-test-boundary';
const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A multipart body with a name field and a file part whose closing boundary never comes. */
function truncatedBody(fileName: string, bytes: Buffer): string {
  return [`--${BOUNDARY}`, 'Content-Disposition: form-data; name="name"', '', 'cut short', `--${BOUNDARY}`, `Content-Disposition: form-data; name="file"; filename="${fileName}"`, 'Content-Type: application/octet-stream', '', bytes.toString('latin1')].join('\r\n');
}

/** Every file the media store holds. */
function storedFiles(): string[] {
  return (fs.readdirSync(mediaDir, { recursive: true }) as string[]).filter((entry) => fs.statSync(path.join(mediaDir, entry)).isFile());
}

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-upload-errors-'));
  tk = await createTestKernel({ config: { mediaDir } });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  courseId = (await tk.createCourse({ instructor, students: [student] })).courseId;
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
});

afterAll(async () => {
  await tk?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('a multipart upload cut short (issue 14 §1)', () => {
  const cases: { who: () => TestClient; route: () => string; fileName: string; bytes: () => Promise<Buffer>; status: number }[] = [
    { who: () => learner, route: () => `submissions/${courseId}/upload/`, fileName: 'answer.pdf', bytes: async () => Buffer.concat([PDF, Buffer.alloc(200_000, 0x20)]), status: 400 },
    { who: () => teacher, route: () => `files/${courseId}/upload/`, fileName: 'notes.pdf', bytes: async () => PDF, status: 400 },
    { who: () => teacher, route: () => `images/${courseId}/upload/`, fileName: 'photo.png', bytes: () => png(40, 30), status: 400 },
    // Refused by its type before the stream is read to its end.
    { who: () => learner, route: () => `submissions/${courseId}/upload/`, fileName: 'tool.exe', bytes: async () => Buffer.alloc(300_000, 0x41), status: 422 },
  ];

  for (const [index, sent] of cases.entries()) {
    it(`answers 400 and keeps nothing (case ${index + 1}), and the server still answers`, async () => {
      const answer = await sent.who().request('POST', sent.route(), undefined, { headers: multipart, raw: truncatedBody(sent.fileName, await sent.bytes()) });
      expect(answer.status).toBe(sent.status);
      if (sent.status === 400) expect(answer.body.errno).toBe('upload-incomplete');
      expect(storedFiles()).toEqual([]);
      expect((await learner.get('now')).status).toBe(200);
    });
  }

  it('answers 400 for a body cut inside the file part headers', async () => {
    const raw = [`--${BOUNDARY}`, 'Content-Disposition: form-data; name="file"; filena'].join('\r\n');
    const answer = await learner.request('POST', `submissions/${courseId}/upload/`, undefined, { headers: multipart, raw });
    expect(answer.status).toBe(400);
    expect((await learner.get('now')).status).toBe(200);
  });

  it('answers 400 for a file part after a skipped part that is cut short', async () => {
    const raw = [`--${BOUNDARY}`, 'Content-Disposition: form-data; name="other"; filename="a.txt"', '', 'x'.repeat(100_000)].join('\r\n');
    const answer = await learner.request('POST', `submissions/${courseId}/upload/`, undefined, { headers: multipart, raw });
    expect(answer.status).toBe(400);
    expect((await learner.get('now')).status).toBe(200);
  });

  it('keeps nothing when the client goes away mid-file, and the server still answers', async () => {
    const cookie = ['lms_session', 'XSRF-TOKEN'].map((name) => `${name}=${learner.cookie(name)}`).join('; ');
    const head = [`--${BOUNDARY}`, 'Content-Disposition: form-data; name="file"; filename="answer.pdf"', '', '%PDF-1.4\n'].join('\r\n');
    await new Promise<void>((resolve) => {
      const request = http.request(`${tk.url}/server/submissions/${courseId}/upload/`, {
        method: 'POST',
        headers: { ...multipart, 'content-length': 10_000_000, cookie, 'x-xsrf-token': learner.cookie('XSRF-TOKEN')!, 'x-api-version': '6.0', origin: tk.url },
      });
      request.on('error', () => resolve());
      request.write(head);
      request.write(Buffer.alloc(300_000, 0x20), () => setTimeout(() => request.destroy(), 200));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await learner.get('now')).status).toBe(200);
    expect(storedFiles()).toEqual([]);
  });
});
