import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import studyToolsPlugin from '../src/server/index.ts';
import { DEFINITION_REQUIRED, TERM_REQUIRED, TERM_TAKEN, TERM_TOO_LONG } from '../src/calls/glossaryCalls.ts';

let tk: TestKernel;
let teacher: TestClient;
let assistant: TestClient;
let learner: TestClient;
let outsider: TestClient;
let courseId: string;
let offCourseId: string;

const glossary = (course = courseId) => `study-tools/glossary/${course}/`;
const termPath = (termId: string, course = courseId) => `study-tools/glossary/${course}/${termId}/`;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [studyToolsPlugin] });
  const instructor = await tk.createUser('instructor');
  const helper = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  courseId = (await tk.createCourse({ instructor, assistants: [helper], students: [student], settings: { hasGlossary: true } })).courseId;
  offCourseId = (await tk.createCourse({ instructor, students: [student] })).courseId;
  teacher = await tk.loginAs(instructor);
  assistant = await tk.loginAs(helper);
  learner = await tk.loginAs(student);
  outsider = await tk.loginAs(await tk.createUser('student'));
});

afterAll(() => tk?.close());

describe('the course glossary (study-tools/glossary/{courseId}/)', () => {
  let osmosisId: string;

  it('lets an instructor add terms, answered alphabetically to everyone in the course', async () => {
    const added = await teacher.post(glossary(), { term: '  Osmosis ', definition: 'Water moving through a membrane.' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), term: 'Osmosis', definition: 'Water moving through a membrane.' });
    osmosisId = added.body._id;
    await teacher.post(glossary(), { term: 'cell', definition: 'The smallest unit of life.' });
    const read = await learner.get(glossary());
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      enabled: true,
      can_edit: false,
      terms: [
        { _id: expect.any(String), term: 'cell', definition: 'The smallest unit of life.' },
        { _id: osmosisId, term: 'Osmosis', definition: 'Water moving through a membrane.' },
      ],
    });
    expect((await teacher.get(glossary())).body.can_edit).toBe(true);
    expect((await assistant.get(glossary())).body).toMatchObject({ enabled: true, can_edit: false });
  });

  it('keeps each term once per course, whatever its case', async () => {
    const again = await teacher.post(glossary(), { term: 'OSMOSIS', definition: 'Again.' });
    expect(again.status).toBe(422);
    expect(again.body.fields).toEqual([{ field: 'term', message: TERM_TAKEN }]);
    const cellId = (await learner.get(glossary())).body.terms[0]._id as string;
    expect((await teacher.put(termPath(cellId), { term: 'osmosis', definition: 'Clash.' })).body.fields).toEqual([{ field: 'term', message: TERM_TAKEN }]);
    expect((await learner.get(glossary())).body.terms.map((t: { term: string }) => t.term)).toEqual(['cell', 'Osmosis']);
  });

  it('refuses a blank or too long term and a blank definition, storing nothing', async () => {
    const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
      [{ term: ' ', definition: 'x' }, [{ field: 'term', message: TERM_REQUIRED }]],
      [{ term: 'x'.repeat(201), definition: 'x' }, [{ field: 'term', message: TERM_TOO_LONG }]],
      [{ term: 'mitosis', definition: '  ' }, [{ field: 'definition', message: DEFINITION_REQUIRED }]],
      [{ definition: 'x' }, [{ field: 'term', message: TERM_REQUIRED }]],
    ];
    for (const [body, fields] of cases) {
      const answer = await teacher.post(glossary(), body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.fields).toEqual(fields);
    }
    expect((await teacher.post(glossary(), { term: 'a', definition: 'b', extra: 1 })).status).toBe(422);
    expect((await learner.get(glossary())).body.terms).toHaveLength(2);
  });

  it('lets an instructor change and remove a term', async () => {
    const changed = await teacher.put(termPath(osmosisId), { term: 'osmosis', definition: 'Water crossing a membrane.' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ _id: osmosisId, term: 'osmosis', definition: 'Water crossing a membrane.' });
    expect((await teacher.delete(termPath(osmosisId))).status).toBe(204);
    expect((await learner.get(glossary())).body.terms.map((t: { term: string }) => t.term)).toEqual(['cell']);
    expect((await teacher.delete(termPath(osmosisId))).status).toBe(404);
    expect((await teacher.put(termPath(osmosisId), { term: 'gone', definition: 'gone' })).status).toBe(404);
  });

  it('needs edit rights to write: students and assistants are refused', async () => {
    const cellId = (await learner.get(glossary())).body.terms[0]._id as string;
    for (const client of [learner, assistant]) {
      expect((await client.post(glossary(), { term: 'tissue', definition: 'Cells together.' })).status).toBe(403);
      expect((await client.put(termPath(cellId), { term: 'cell', definition: 'Changed.' })).status).toBe(403);
      expect((await client.delete(termPath(cellId))).status).toBe(403);
    }
    expect((await learner.get(glossary())).body.terms).toEqual([{ _id: cellId, term: 'cell', definition: 'The smallest unit of life.' }]);
  });

  it("cannot reach another course's term through this course", async () => {
    const cellId = (await learner.get(glossary())).body.terms[0]._id as string;
    expect((await teacher.delete(termPath(cellId, offCourseId))).status).toBe(404);
    expect((await learner.get(glossary())).body.terms).toHaveLength(1);
  });

  it('shows students no terms while the course has hasGlossary off; editors still prepare it', async () => {
    expect((await teacher.post(glossary(offCourseId), { term: 'draft term', definition: 'Not shown yet.' })).status).toBe(201);
    expect((await learner.get(glossary(offCourseId))).body).toEqual({ enabled: false, can_edit: false, terms: [] });
    expect((await teacher.get(glossary(offCourseId))).body).toMatchObject({ enabled: false, can_edit: true, terms: [{ term: 'draft term' }] });
  });

  it('is for the people of the course only', async () => {
    expect((await outsider.get(glossary())).status).toBe(403);
    expect((await outsider.post(glossary(), { term: 'x', definition: 'y' })).status).toBe(403);
  });
});
