import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { kernelConfigFromEnv } from '../../src/index.ts';
import { sizeText } from '@lms/contract/rules';
import { MP4, uploadForm } from './mediaFixtures.ts';

/** MP4 is 5,024 bytes: a user may store one, a course two. */
const QUOTAS = { perUserBytes: 8_000, perCourseBytes: 12_000 };

let tk: TestKernel;
let mediaDir: string;
let courseId: string;
let teacher: TestClient;
let learner: TestClient;
let otherLearner: TestClient;

/** Every file the media store holds. */
function storedFiles(): string[] {
  return (fs.readdirSync(mediaDir, { recursive: true }) as string[]).filter((entry) => fs.statSync(path.join(mediaDir, entry)).isFile());
}

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-quota-test-'));
  tk = await createTestKernel({ config: { mediaDir, uploadQuotas: QUOTAS } });
  const instructor = await tk.createUser('instructor');
  const [student, other] = [await tk.createUser('student'), await tk.createUser('student')];
  ({ courseId } = await tk.createCourse({ instructor, students: [student, other] }));
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  otherLearner = await tk.loginAs(other);
});

afterAll(async () => {
  await tk?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('upload quotas (per user and per course)', () => {
  it('show the caller what is used and allowed, in the upload answer and on their own', async () => {
    expect((await learner.get(`upload_quota/${courseId}/`)).body).toEqual({
      user: { used_bytes: 0, quota_bytes: 8_000 },
      course: { used_bytes: 0, quota_bytes: 12_000 },
      remaining_bytes: 8_000,
    });
    const answer = await learner.upload(`submissions/${courseId}/upload/`, uploadForm(MP4, 'answer.mp4'));
    expect(answer.status).toBe(201);
    expect(answer.body.quota).toEqual({
      user: { used_bytes: MP4.length, quota_bytes: 8_000 },
      course: { used_bytes: MP4.length, quota_bytes: 12_000 },
      remaining_bytes: 8_000 - MP4.length,
    });
    expect((await tk.client().get(`upload_quota/${courseId}/`)).status).toBe(401);
  });

  it("refuse a file over the user's quota with what is used, storing nothing", async () => {
    const before = storedFiles();
    const refused = await learner.upload(`submissions/${courseId}/upload/`, uploadForm(MP4, 'again.mp4'));
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ errno: 'quota-exceeded', error: 'This file does not fit in your upload quota: you have used 4.9 KB of 7.8 KB.' });
    expect(storedFiles()).toEqual(before);
    expect(await tk.kernel.knex('media_files').where({ course_id: courseId }).count({ n: '*' }).first()).toMatchObject({ n: 1 });
  });

  it("refuse a file over the course's quota, whoever uploads it, storing nothing", async () => {
    expect((await otherLearner.upload(`submissions/${courseId}/upload/`, uploadForm(MP4, 'mine.mp4'))).status).toBe(201);
    const before = storedFiles();
    const refused = await teacher.upload(`files/${courseId}/upload/`, uploadForm(MP4, 'lecture.mp4'));
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ errno: 'quota-exceeded', error: "This file does not fit in this course's upload quota: it has used 9.8 KB of 11.7 KB." });
    expect(storedFiles()).toEqual(before);
    expect((await teacher.get(`upload_quota/${courseId}/`)).body).toMatchObject({ course: { used_bytes: 2 * MP4.length }, remaining_bytes: 12_000 - 2 * MP4.length });
  });

  it('say sizes as people read them', () => {
    expect([sizeText(5024), sizeText(200 * 1048576), sizeText(1.5 * 1024 ** 3)]).toEqual(['4.9 KB', '200.0 MB', '1.5 GB']);
  });

  it('read LMS_UPLOAD_QUOTA_USER_MB and LMS_UPLOAD_QUOTA_COURSE_MB (0: no quota)', () => {
    expect(kernelConfigFromEnv({}).uploadQuotas).toEqual({ perUserBytes: 1024 * 1048576, perCourseBytes: 10240 * 1048576 });
    expect(kernelConfigFromEnv({ LMS_UPLOAD_QUOTA_USER_MB: '200', LMS_UPLOAD_QUOTA_COURSE_MB: '0' }).uploadQuotas).toEqual({ perUserBytes: 200 * 1048576, perCourseBytes: 0 });
    expect(() => kernelConfigFromEnv({ LMS_UPLOAD_QUOTA_USER_MB: 'lots' })).toThrow(/LMS_UPLOAD_QUOTA_USER_MB/);
  });
});
