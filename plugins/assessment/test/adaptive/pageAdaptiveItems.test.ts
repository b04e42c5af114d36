import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel } from '@lms/sdk/testing';
import assessmentPlugin from '../../src/server/index.ts';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../src/schemas/assessmentConfig.ts';
import { ADAPTIVE_MESSAGES } from '../../src/schemas/adaptiveMessages.ts';
import { draft } from '../itemSamples.ts';

/** Issue 18 item 8: `GET` / `PUT assessment/page_adaptive_items/{courseId}/{pageId}` (part 3 §7). */

let tk: TestKernel;
let adaptive: CourseFixture;
let plain: CourseFixture;
let teacher: TestClient;
let helper: TestClient;
let learner: TestClient;
let stranger: TestClient;
let boss: TestClient;
/** The Questions: x and y in the quiz on the first page, z in the quiz on the second. */
const item = { x: '', y: '', z: '' };
let quizId = '';

const pagePath = (course: CourseFixture, index: number) => `${course.courseId}/${course.first.lessonId}/${course.lessons[0]!.pageIds[index]!}`;
const url = (course: CourseFixture, index: number, courseId = course.courseId) => `assessment/page_adaptive_items/${courseId}/${course.lessons[0]!.pageIds[index]!}`;

async function quiz(client: TestClient, course: CourseFixture, page: number, items: string[]): Promise<string> {
  const config = { ...DEFAULT_ASSESSMENT_CONFIG, items: items.map((id) => ({ id, points: 1 })) };
  const made = await client.post(`components/${pagePath(course, page)}/new/`, { type: 'assessment', title: `Quiz ${page + 1}`, config });
  expect(made.status).toBe(201);
  return made.body._id as string;
}

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [assessmentPlugin] });
  const instructor = await tk.createUser('instructor');
  const assistant = await tk.createUser('assistant');
  const student = await tk.createUser('student');
  const lessons = [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }, { title: 'P3' }] }];
  adaptive = await tk.createCourse({ instructor, assistants: [assistant], students: [student], lessons, settings: { adaptive_enabled: true } });
  plain = await tk.createCourse({ instructor, lessons });
  teacher = await tk.loginAs(instructor);
  helper = await tk.loginAs(assistant);
  learner = await tk.loginAs(student);
  stranger = await tk.loginAs(await tk.createUser('instructor'));
  boss = await tk.loginAs(await tk.createUser('site-admin'));
  for (const key of ['x', 'y', 'z'] as const) item[key] = (await teacher.post('assessment/items/', draft('single_choice', { reference: `ref-${key}`, title: `Question ${key}` }))).body._id;
  quizId = await quiz(teacher, adaptive, 0, [item.x, item.y]);
  await quiz(teacher, adaptive, 1, [item.z]);
  await quiz(teacher, plain, 0, [item.x]);
});

afterAll(() => tk?.close());

describe("a page's adaptive item list", () => {
  it("answers the page's assessments with their Questions, and an empty list at first", async () => {
    const read = await teacher.get(url(adaptive, 0));
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      adaptive_enabled: true,
      data: [],
      assessments: [
        {
          id: quizId,
          title: 'Quiz 1',
          items: [
            { id: item.x, reference: 'ref-x', title: 'Question x' },
            { id: item.y, reference: 'ref-y', title: 'Question y' },
          ],
        },
      ],
    });
  });

  it('stores the list in the order given and reads it back', async () => {
    const saved = await teacher.put(url(adaptive, 0), { data: [item.y, item.x] });
    expect([saved.status, saved.body]).toEqual([200, { data: [item.y, item.x] }]);
    expect((await teacher.get(url(adaptive, 0))).body.data).toEqual([item.y, item.x]);
    // The other page keeps its own list.
    expect((await teacher.get(url(adaptive, 1))).body.data).toEqual([]);
  });

  it("refuses a Question of no assessment of the page, a repeated one, or no id, and stores nothing", async () => {
    const cases: [unknown, string, string][] = [
      [[item.x, item.z], 'data/1', ADAPTIVE_MESSAGES.notOnPage],
      [['0123456789abcdef01234567'], 'data/0', ADAPTIVE_MESSAGES.notOnPage],
      [[item.x, item.x], 'data/1', ADAPTIVE_MESSAGES.repeated],
      [['not-an-id'], 'data/0', ADAPTIVE_MESSAGES.itemId],
      ['x', 'data', ADAPTIVE_MESSAGES.itemId],
    ];
    for (const [data, field, message] of cases) {
      const refused = await teacher.put(url(adaptive, 0), { data });
      expect([refused.status, refused.body.error, refused.body.fields?.[0]?.field], JSON.stringify(data)).toEqual([422, message, field]);
    }
    expect((await teacher.put(url(adaptive, 0), {})).status).toBe(422);
    expect((await teacher.get(url(adaptive, 0))).body.data).toEqual([item.y, item.x]);
  });

  it("refuses a page with no assessment of the course, and another course's page", async () => {
    const empty = await teacher.put(url(adaptive, 2), { data: [] });
    expect([empty.status, empty.body.error]).toEqual([404, ADAPTIVE_MESSAGES.noAssessment]);
    const elsewhere = await teacher.put(url(plain, 0, adaptive.courseId), { data: [item.x] });
    expect([elsewhere.status, elsewhere.body.error]).toEqual([404, ADAPTIVE_MESSAGES.noAssessment]);
  });

  it('is refused while the course has adaptive learning off, which the read says', async () => {
    const refused = await teacher.put(url(plain, 0), { data: [item.x] });
    expect([refused.status, refused.body.errno, refused.body.error]).toEqual([409, 'adaptive-disabled', ADAPTIVE_MESSAGES.disabled]);
    const read = await teacher.get(url(plain, 0));
    expect([read.body.adaptive_enabled, read.body.data]).toEqual([false, []]);
  });

  it('is page authoring: instructors and site administrators only (course:edit)', async () => {
    for (const client of [helper, learner, stranger]) {
      expect((await client.get(url(adaptive, 0))).status).toBe(403);
      expect((await client.put(url(adaptive, 0), { data: [] })).status).toBe(403);
    }
    expect((await boss.put(url(adaptive, 0), { data: [item.x] })).body).toEqual({ data: [item.x] });
    expect((await teacher.get(url(adaptive, 0))).body.data).toEqual([item.x]);
  });
});
