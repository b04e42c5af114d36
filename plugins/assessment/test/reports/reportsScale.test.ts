import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type Knex } from '@lms/sdk';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../src/schemas/assessmentConfig.ts';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { ATTEMPTS_TABLE } from '../../src/server/delivery/AttemptStore.ts';
import assessmentPlugin from '../../src/server/index.ts';
import { draft } from '../itemSamples.ts';

const STUDENTS = 500;
const TYPES = ['single_choice', 'multiple_response', 'true_false', 'short_text', 'numeric', 'fill_blanks', 'ordering', 'matching', 'longtext', 'single_choice'] as const;

let tk: TestKernel;
let db: Knex;
let teacher: TestClient;
let courseId: string;
let componentId: string;

/** Responses a student might give, varied by their index. */
function responseFor(item: ApiItem, n: number): unknown {
  switch (item.type) {
    case 'single_choice':
      return ['a', 'b', 'c'][n % 3];
    case 'multiple_response':
      return n % 2 ? ['a', 'b', 'd'] : ['a'];
    case 'true_false':
      return n % 4 !== 0;
    case 'short_text':
      return n % 3 ? 'Mitochondria' : 'nucleus';
    case 'numeric':
      return n % 2 ? '9.8' : 10;
    case 'fill_blanks':
      return { temp: '100', cold: n % 2 ? 'zero' : '4' };
    case 'ordering':
      return n % 2 ? ['m', 'v', 'e'] : ['e', 'v', 'm'];
    case 'matching':
      return { fr: 'paris', it: n % 2 ? 'rome' : 'oslo' };
    default:
      return `Essay ${n}`;
  }
}

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [assessmentPlugin] });
  db = tk.kernel.resolveFor('assessment', coreServices.database);
  const instructor = await tk.createUser('instructor');
  const students = [];
  // Accounts in parallel batches: each hashes a password.
  for (let batch = 0; batch < STUDENTS; batch += 50) {
    students.push(...(await Promise.all(Array.from({ length: Math.min(50, STUDENTS - batch) }, (_, n) => tk.createUser('student', { lastname: `Student ${batch + n}` })))));
  }
  const course = await tk.createCourse({ instructor, students });
  courseId = course.courseId;
  teacher = await tk.loginAs(instructor);
  const items: ApiItem[] = [];
  for (const type of TYPES) items.push((await teacher.post('assessment/items/', draft(type, { points: 2 }))).body as ApiItem);
  const config = { ...DEFAULT_ASSESSMENT_CONFIG, items: items.map((item) => ({ id: item._id, points: 2 })), time_limit: 3600 };
  const { first } = course;
  componentId = (await teacher.post(`components/${first.courseId}/${first.lessonId}/${first.pageId}/new/`, { type: 'assessment', title: 'Final', config })).body._id;
  // Attempts written as delivery writes them: 9 of 10 students started, 2 of 3 of those submitted.
  const now = tk.clock.now();
  const snapshot = items.map((item) => ({ id: item._id, type: item.type, points: 2, content: item.content, title: item.title, prompt: item.prompt }));
  const rows = students.flatMap((student, n) => {
    if (n % 10 === 9) return [];
    const submitted = n % 3 !== 0;
    const responses = Object.fromEntries(items.slice(0, submitted ? items.length : n % items.length).map((item) => [item._id, responseFor(item, n)]));
    return [
      {
        id: (0x100000 + n).toString(16).padStart(24, 'a'),
        user_id: student.id,
        course_id: courseId,
        component_id: componentId,
        number: 1,
        state: submitted ? 'submitted' : 'in_progress',
        started_at: now,
        deadline: new Date(now.getTime() + 3_600_000),
        items: JSON.stringify(snapshot),
        responses: JSON.stringify(responses),
        saved_at: now,
        submitted_at: submitted ? now : null,
        score: submitted ? 10 : null,
        max_score: submitted ? 20 : null,
      },
    ];
  });
  for (let start = 0; start < rows.length; start += 100) await db(ATTEMPTS_TABLE).insert(rows.slice(start, start + 100));
}, 180_000);

afterAll(() => tk?.close());

/** Calls `path` as the teacher: the answer and how many SQL statements it ran (speed is bench/reports-live's). */
async function counted(path: string) {
  let statements = 0;
  const count = () => {
    statements += 1;
  };
  db.on('query', count);
  const answer = await teacher.get(path);
  db.off('query', count);
  return { answer, statements };
}

describe('reports of a course of 500 students', () => {
  it('answers the live view in a few statements, whatever the number of students', async () => {
    const { answer, statements } = await counted(`assessment/liveview/${courseId}/${componentId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.students).toHaveLength(STUDENTS);
    const states = answer.body.students.map((row: { state: string }) => row.state);
    expect(states.filter((state: string) => state === 'not_started')).toHaveLength(50);
    expect(states.filter((state: string) => state === 'submitted')).toHaveLength(300);
    expect(statements, 'session, permission, component, members, attempts').toBeLessThanOrEqual(10);
  });

  it('answers the item report in a few statements, whatever the number of attempts', async () => {
    const { answer, statements } = await counted(`assessment/itemdetails/${courseId}/${componentId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.attempts).toBe(300);
    expect(answer.body.items).toHaveLength(TYPES.length);
    expect(answer.body.items[0]).toMatchObject({ answered: 300, correct: 150, incorrect: 150 });
    expect(answer.body.items[8]).toMatchObject({ type: 'longtext', pending_manual: 300, average_score: null });
    expect(statements).toBeLessThanOrEqual(10);
  });
});
