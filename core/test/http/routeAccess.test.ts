import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { contractPlugin } from '../../../sdk/test/fixtures/contractPlugin.ts';
import { testComponentsPlugin } from '../../../sdk/test/fixtures/testComponentTypes.ts';
import htmlPlugin from '../../../plugins/html/src/server/index.ts';

let tk: TestKernel;
let course: CourseFixture;
let componentId: string;
const clients: Record<string, TestClient> = {};

/** Fills a route's parameters with ids of a real course, so a refusal cannot come from a missing item. */
function address(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const values: Record<string, string> = { courseId: course.courseId, lessonId: course.first.lessonId, pageId: course.first.pageId, componentId };
    return values[name] ?? '0123456789abcdef01234567';
  });
}

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [contractPlugin, testComponentsPlugin, htmlPlugin] });
  const instructor = await tk.createUser('instructor');
  const assistant = await tk.createUser('assistant');
  const student = await tk.createUser('student');
  course = await tk.createCourse({ instructor, assistants: [assistant], students: [student] });
  const teacher = await tk.loginAs(instructor);
  componentId = (await teacher.post(`components/${course.first.courseId}/${course.first.lessonId}/${course.first.pageId}/new/`, { type: 'note' })).body._id;
  clients.anonymous = tk.client();
  clients.outsider = await tk.loginAs(await tk.createUser('student'));
  clients.student = await tk.loginAs(student);
  clients.assistant = await tk.loginAs(assistant);
  await clients.anonymous.get('now');
});

afterAll(() => tk?.close());

describe('every registered route', () => {
  it('refuses anonymous callers unless it is public', async () => {
    const routes = tk.kernel.routeTable().filter((route) => route.permission !== 'public');
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const response = await clients.anonymous!.request(route.method, address(route.path.replace('/server/', '')), route.method === 'GET' ? undefined : {});
      expect({ route: `${route.method} ${route.path}`, status: response.status, errno: response.body.errno }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
        errno: 'not-logged',
      });
    }
  });

  it('refuses course routes to users outside the course', async () => {
    for (const route of tk.kernel.routeTable().filter((r) => r.permission.startsWith('course:'))) {
      const response = await clients.outsider!.request(route.method, address(route.path.replace('/server/', '')), route.method === 'GET' ? undefined : {});
      expect([403], `${route.method} ${route.path}`).toContain(response.status);
      expect(['student-not-in-course', 'access-denied']).toContain(response.body.errno);
    }
  });

  it('refuses professor, manager and editor routes to students, and editor routes to assistants', async () => {
    const stricter = tk.kernel.routeTable().filter((r) => ['course:professor', 'course:manage', 'course:edit'].includes(r.permission));
    expect(stricter.length).toBeGreaterThan(0);
    for (const route of stricter) {
      const response = await clients.student!.request(route.method, address(route.path.replace('/server/', '')), route.method === 'GET' ? undefined : {});
      expect({ route: route.path, errno: response.body.errno }).toEqual({ route: route.path, errno: 'access-denied' });
    }
    for (const route of stricter.filter((r) => r.permission === 'course:edit')) {
      const response = await clients.assistant!.request(route.method, address(route.path.replace('/server/', '')), route.method === 'GET' ? undefined : {});
      expect({ route: route.path, errno: response.body.errno }).toEqual({ route: route.path, errno: 'access-denied' });
    }
  });

  it('refuses site routes to users without the site role', async () => {
    for (const route of tk.kernel.routeTable().filter((r) => ['administrator', 'program-admin', 'site-admin'].includes(r.permission))) {
      const response = await clients.student!.request(route.method, address(route.path.replace('/server/', '')), route.method === 'GET' ? undefined : {});
      expect(response.body.errno, route.path).toBe('access-denied');
    }
  });
});
