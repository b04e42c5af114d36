import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import eReaderPlugin from '../src/server/index.ts';
import { BAD_LOCATION } from '../src/calls/positionCalls.ts';

let tk: TestKernel;
let teacher: TestClient;
let learner: TestClient;
let classmate: TestClient;
let outsider: TestClient;
let courseId: string;

const BOOK = 'b'.repeat(64);
const OTHER_BOOK = 'c'.repeat(64);
const position = (course: string, hash: string) => `e_reader/position/${course}/${hash}/`;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [eReaderPlugin] });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  const other = await tk.createUser('student');
  const course = await tk.createCourse({ instructor, students: [student, other] });
  courseId = course.courseId;
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  classmate = await tk.loginAs(other);
  outsider = await tk.loginAs(await tk.createUser('student'));
});

afterAll(() => tk?.close());

describe('reading positions (e_reader/position/{courseId}/{hash}/)', () => {
  it('answers no location before anything was saved', async () => {
    const answer = await learner.get(position(courseId, BOOK));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ location: null, updated_at: null });
  });

  it('saves a location and reads it back, a later save replacing it', async () => {
    tk.clock.set('2026-03-02T10:00:00.000Z');
    const saved = await learner.put(position(courseId, BOOK), { location: '2#moving-around' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ location: '2#moving-around', updated_at: '2026-03-02T10:00:00.000Z' });
    tk.clock.advance(60_000);
    expect((await learner.put(position(courseId, BOOK), { location: '3' })).body.location).toBe('3');
    expect((await learner.get(position(courseId, BOOK))).body).toEqual({ location: '3', updated_at: '2026-03-02T10:01:00.000Z' });
  });

  it('keeps one position per reader and per book, instructors included', async () => {
    expect((await classmate.get(position(courseId, BOOK))).body.location).toBeNull();
    expect((await learner.get(position(courseId, OTHER_BOOK))).body.location).toBeNull();
    expect((await teacher.put(position(courseId, BOOK), { location: '0' })).status).toBe(200);
    expect((await teacher.get(position(courseId, BOOK))).body.location).toBe('0');
    expect((await learner.get(position(courseId, BOOK))).body.location).toBe('3');
  });

  it('names books by their 64-hex content hash only', async () => {
    for (const hash of ['b'.repeat(63), 'B'.repeat(64), `${'b'.repeat(63)}g`, 'b'.repeat(65)]) {
      const read = await learner.get(position(courseId, hash));
      expect(read.status, hash).toBe(404);
      expect(read.body).toEqual({ errno: 'not-found', error: 'No such book.' });
      expect((await learner.put(position(courseId, hash), { location: '1' })).status, hash).toBe(404);
    }
  });

  it('refuses a malformed location, storing nothing', async () => {
    for (const location of ['', 'one', '-1', '01', '1#', '1#a b', '1#a#b', `1#${'x'.repeat(201)}`, '123456']) {
      const answer = await learner.put(position(courseId, BOOK), { location });
      expect(answer.status, location).toBe(422);
      expect(answer.body.fields, location).toEqual([{ field: 'location', message: BAD_LOCATION }]);
    }
    expect((await learner.put(position(courseId, BOOK), {})).body.fields).toEqual([{ field: 'location', message: BAD_LOCATION }]);
    expect((await learner.put(position(courseId, BOOK), { location: '1', page: 4 })).status).toBe(422);
    expect((await learner.get(position(courseId, BOOK))).body.location).toBe('3');
  });

  it('is for the people of the course only', async () => {
    const read = await outsider.get(position(courseId, BOOK));
    expect(read.status).toBe(403);
    expect(read.body.errno).toBe('student-not-in-course');
    expect((await outsider.put(position(courseId, BOOK), { location: '1' })).status).toBe(403);
    expect((await tk.client().get(position(courseId, BOOK))).status).toBe(401);
    expect((await learner.get(position('6b00000000000000000000ff', BOOK))).status).toBe(404);
  });
});
