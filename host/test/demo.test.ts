import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { definePlugin, type PluginDemoContext } from '@lms/sdk';
import htmlPlugin from '../../plugins/html/src/server/index.ts';
import { describeDemo, seedDemo } from '../src/demo/seedDemo.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/demo/demoAccounts.ts';

let tk: TestKernel;
const demoRuns: PluginDemoContext[] = [];
/** A plugin whose demo prints a line (as the payments plugin prints its codes). */
const noticingPlugin = definePlugin({
  id: 'noticing',
  version: '1.0.0',
  kernel: '^1',
  demo: {
    async seed(context) {
      demoRuns.push(context);
      return [`Try the paid course ${context.paidCourseId}`];
    },
  },
});

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [htmlPlugin, noticingPlugin] });
});

afterAll(() => tk?.close());

describe('demo installation', () => {
  it('creates a site admin, a program administrator, an instructor, an assistant, three students, the demo course and a paid one', async () => {
    const demo = await seedDemo(tk.kernel);
    expect(demo.createdCourse).toBe(true);
    expect(await tk.kernel.knex('course_staff').where({ course_id: demo.paidCourseId }).pluck('role')).toEqual(['instructor']);
    expect(await tk.kernel.knex('enrollments').where({ course_id: demo.paidCourseId })).toEqual([]);
    expect(demo.accounts.map((a) => a.role).sort()).toEqual(['assistant', 'instructor', 'program-admin', 'site-admin', 'student', 'student', 'student']);
    const staff = await tk.kernel.knex('course_staff').where({ course_id: demo.courseId }).orderBy('role').pluck('role');
    expect(staff).toEqual(['assistant', 'instructor']);
    expect(await tk.kernel.knex('enrollments').where({ course_id: demo.courseId }).count({ n: '*' }).first()).toEqual({ n: 3 });
    // The plugins' demos are told the students and the components this run made (ids by type).
    const [run] = demoRuns;
    expect(run!.students.map((student) => student.email)).toEqual(['student1@demo.lms', 'student2@demo.lms', 'student3@demo.lms']);
    expect([...run!.createdComponents.html!].sort()).toEqual((await tk.kernel.knex('components').where({ course_id: demo.courseId, type: 'html' }).pluck('id')).sort());
  });

  it('lets a demo student log in and read the html component on the first page, without drafts', async () => {
    const student = tk.client();
    await student.login('student1@demo.lms', DEMO_PASSWORD);
    const [entry] = (await student.get('courses/')).body.courses;
    const outline = (await student.get(`courses/${entry._id}/`)).body;
    expect(outline.lessons.map((l: { title: string }) => l.title)).toEqual(['Getting started', 'Planning ahead', 'Component gallery']);
    expect(outline.lessons[1].pages.map((p: { title: string }) => p.title)).toEqual(['Week 2 preview']);
    const page = (await student.get(`pages/${entry._id}/${outline.lessons[0]._id}/${outline.lessons[0].pages[0]._id}/`)).body;
    expect(page.title).toBe('Welcome');
    expect(page.contents[0]).toMatchObject({ type: 'html', plugin: 'html' });
    expect(page.contents[0].config.html).toContain('<h2>Welcome to the demo course</h2>');
    // The bottom panel's Additional Materials; the instructor note stays the instructors'.
    expect(page.recommended.map((c: { title: string }) => c.title)).toEqual(['Reading list']);
    expect(page.instructor_notes).toBeUndefined();
    const gallery = outline.lessons[2].pages.map((p: { title: string }) => p.title);
    expect(gallery).toEqual(['HTML']);
  });

  it("gives the demo instructor the Welcome page's reading list and teaching note as instructor resources", async () => {
    const instructor = tk.client();
    await instructor.login('instructor@demo.lms', DEMO_PASSWORD);
    const demo = (await instructor.get('courses/')).body.courses.find((c: { title: string }) => c.title === 'Demo Course: Learning on the Platform');
    const outline = (await instructor.get(`courses/${demo._id}/`)).body;
    const page = (await instructor.get(`pages/${demo._id}/${outline.lessons[0]._id}/${outline.lessons[0].pages[0]._id}/`)).body;
    expect(page.instructor_notes.map((c: { title: string }) => c.title)).toEqual(['Teaching note: first week']);
  });

  it("asks a payment for the paid course: a demo student who joins it is held at the course's door", async () => {
    const demo = await seedDemo(tk.kernel);
    const student = tk.client();
    await student.login('student2@demo.lms', DEMO_PASSWORD);
    expect((await student.post('add_course/', { course_id: demo.paidCourseId })).status).toBe(200);
    expect(await student.get(`courses/${demo.paidCourseId}/`)).toMatchObject({ status: 402, body: { errno: 'payment-required', amount: 4900 } });
    await tk.kernel.knex('enrollments').where({ course_id: demo.paidCourseId }).delete();
  });

  it("runs each plugin's demo with the demo courses and people, and prints its lines", async () => {
    const demo = await seedDemo(tk.kernel);
    const run = demoRuns.at(-1)!;
    expect(run).toMatchObject({ courseId: demo.courseId, paidCourseId: demo.paidCourseId, administrator: { email: 'admin@demo.lms' }, instructor: { email: 'instructor@demo.lms' } });
    expect(run.createdComponents).toEqual({});
    expect(demo.notes).toEqual([`Try the paid course ${demo.paidCourseId}`]);
    expect(describeDemo(demo, 'http://localhost:3000')).toContain(`Demo paid course: http://localhost:3000/${demo.paidCourseId}\nTry the paid course ${demo.paidCourseId}`);
  });

  it('changes nothing when run again, keeping edits and passwords', async () => {
    const counts = async () => Promise.all(['users', 'courses', 'lessons', 'pages', 'components', 'enrollments', 'course_staff'].map((t) => tk.kernel.knex(t).count({ n: '*' }).first()));
    const before = await counts();
    await tk.kernel.knex('courses').update({ title: 'Edited by the instructor' });
    const again = await seedDemo(tk.kernel);
    expect(again.createdCourse).toBe(false);
    expect(await counts()).toEqual(before);
    expect(await tk.kernel.knex('courses').pluck('title')).toEqual(['Edited by the instructor', 'Edited by the instructor']);
    for (const account of DEMO_ACCOUNTS) await tk.client().login(account.email, DEMO_PASSWORD);
  });
});
