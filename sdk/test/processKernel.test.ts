import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootProcessKernel, createThrowawayPostgres, enrolledCourseIds, TestClient, testDatabaseKind, withProcessKernel, type ProcessKernel } from '../src/testing/index.ts';
import { testComponentsPlugin } from './fixtures/testComponentTypes.ts';

// The database a server process opens by itself: a throwaway PostgreSQL database, else an on-disk PGlite.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-process-kernel-'));
let env: Record<string, string>;
let dropDatabase = async (): Promise<void> => undefined;

beforeAll(async () => {
  env = { LMS_MEDIA_DIR: path.join(folder, 'media'), DATABASE_URL: '', LMS_DATA_DIR: path.join(folder, 'data') };
  if (testDatabaseKind() === 'postgres') {
    const throwaway = await createThrowawayPostgres(process.env.DATABASE_URL ?? '');
    env.DATABASE_URL = throwaway.url;
    dropDatabase = () => throwaway.drop();
  }
});
afterAll(async () => {
  await dropDatabase();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('kernels built from the environment, as a server process builds them', () => {
  // Three kernels open the database in turn (an embedded one on disk, migrated by the first): slow on PGlite.
  it('seeds through one kernel, serves the seeded people from another, and reads its records through a third', async () => {
    const seeded = await withProcessKernel(env, [testComponentsPlugin], async (kernel) => {
      const instructor = await kernel.createUser('instructor', { email: 'teacher@process.example' });
      const student = await kernel.createUser('student', { email: 'learner@process.example' });
      const course = await kernel.createCourse({ title: 'On its own database', instructor, students: [student], lessons: [{ title: 'One', pages: [{ title: 'Page' }] }] });
      return { student, courseId: course.courseId };
    });

    let server: ProcessKernel | undefined;
    try {
      server = await bootProcessKernel({ plugins: [testComponentsPlugin], env: { ...env, LOG_LEVEL: 'silent' } });
      const client = new TestClient(`http://127.0.0.1:${await server.listen()}`);
      await client.login(seeded.student.email, seeded.student.password);
      const course = await client.get(`courses/${seeded.courseId}/`);
      expect(course.status).toBe(200);
      expect(course.body).toMatchObject({ title: 'On its own database' });
    } finally {
      await server?.stop();
    }

    expect(await withProcessKernel(env, [testComponentsPlugin], (kernel) => enrolledCourseIds(kernel, seeded.student.id))).toEqual([seeded.courseId]);
  }, 120_000);
});
