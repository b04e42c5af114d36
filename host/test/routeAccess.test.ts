import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, createTestKernel, testSockets, type CourseFixture, type TestClient, type TestKernel, type TestSocket, type TestUser } from '@lms/sdk/testing';
import { coreServices, type Permission, type PluginEntry, type PluginManifest, type RouteInfo } from '@lms/core';
import { readHostConfig } from '../src/config/hostConfig.ts';
import { loadServerPlugins } from '../src/plugins/loadServerPlugins.ts';
import { contractPlugin } from '../../sdk/test/fixtures/contractPlugin.ts';
import { testComponentsPlugin } from '../../sdk/test/fixtures/testComponentTypes.ts';

/**
 * Part 1 §6 and issue 3 item 8: every route the kernel registered (core's and
 * every installed plugin's, so routes added later are covered without touching
 * this test) is called as each role; a role the route's permission does not
 * admit must be refused before the handler runs, and a role it admits must
 * never be refused for lack of rights. Issue 14: a student the course still
 * holds (enrolled but unpaid, or before its start date) is refused every
 * course-scoped route with the hold's answer, but the reviewed `allowHeld` ones.
 * Issue 15: every registered socket event is emitted as each role too (an
 * anonymous socket is refused at the handshake) and answered as its handler's
 * permission says, holds included.
 */
type Role =
  | 'anonymous'
  | 'outsider'
  | 'student'
  | 'assistant'
  | 'instructor'
  | 'programAdmin'
  | 'sectionProgramAdmin'
  | 'templateProgramAdmin'
  | 'administrator'
  | 'administratorLevel1'
  | 'siteAdmin'
  | 'provider';

const ROLES: Role[] = ['anonymous', 'outsider', 'student', 'assistant', 'instructor', 'programAdmin', 'sectionProgramAdmin', 'templateProgramAdmin', 'administrator', 'administratorLevel1', 'siteAdmin', 'provider'];

/**
 * Who each permission admits, for a course whose assistants lack manager rights
 * (assistants_no_mgr_rights). programAdmin runs another program; the course is
 * a section of sectionProgramAdmin's program and the template of
 * templateProgramAdmin's (part 1 §6: all but edit-only rights there).
 */
const PROGRAM_ADMINS: Role[] = ['programAdmin', 'sectionProgramAdmin', 'templateProgramAdmin'];
const ADMITS: Record<Permission, readonly Role[]> = {
  public: ROLES,
  user: ROLES.filter((role) => role !== 'anonymous'),
  author: ['assistant', 'instructor', ...PROGRAM_ADMINS, 'administratorLevel1', 'siteAdmin', 'provider'],
  'course:view': ['student', 'assistant', 'instructor', 'sectionProgramAdmin', 'templateProgramAdmin', 'siteAdmin', 'provider'],
  'course:professor': ['assistant', 'instructor', 'sectionProgramAdmin', 'templateProgramAdmin', 'siteAdmin', 'provider'],
  'course:manage': ['instructor', 'sectionProgramAdmin', 'templateProgramAdmin', 'siteAdmin', 'provider'],
  'course:edit': ['instructor', 'sectionProgramAdmin', 'siteAdmin', 'provider'],
  administrator: ['administrator', 'administratorLevel1', 'siteAdmin', 'provider'],
  'program-admin': [...PROGRAM_ADMINS, 'siteAdmin', 'provider'],
  'site-admin': ['siteAdmin', 'provider'],
};

const REFUSALS = ['not-logged', 'access-denied', 'student-not-in-course'];

/** Students of a course that holds them (part 2 §8), and the answer every course-scoped route gives them. */
const HELD = { unpaid: { status: 402, errno: 'payment-required' }, beforeStart: { status: 403, errno: 'start-date' } } as const;
type HeldRole = keyof typeof HELD;

/** Calls that end or change the caller's own session; their permission is still checked through the others. */
const SESSION_ENDING = new Set(['POST /server/logout/']);

let tk: TestKernel;
let installed: PluginEntry[];
let course: CourseFixture;
const heldCourses = {} as Record<HeldRole, string>;
const heldClients = {} as Record<HeldRole, TestClient>;
let componentId: string;
const clients = {} as Record<Role, TestClient>;

/** The ids a path's parameters take in a course: its first lesson and page, a component on that page (a `courseOf` route finds the course through them). */
interface CourseIds {
  courseId: string;
  lessonId: string;
  pageId: string;
  componentId: string;
  /** An image of the course's library. */
  mediaId: string;
  /** The key of an upload session to the course (files/s3sign), which media/converter names in its body. */
  uploadKey: string;
}
const heldIds = {} as Record<HeldRole, CourseIds>;

let mediaId: string;
let uploadKey: string;

/** A one-pixel PNG, uploaded to each course's images library. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function uploadImage(courseId: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(TINY_PNG)]), 'dot.png');
  const uploaded = await clients.instructor.upload(`images/${courseId}/upload/`, form);
  return uploaded.body.data._id as string;
}

async function openUpload(courseId: string): Promise<string> {
  return (await clients.instructor.post('files/s3sign', { course: courseId, filename: 'dot.png', contentType: 'image/png' })).body.key as string;
}

function address(path: string, ids: CourseIds = mainIds()): string {
  return path.replace('/server/', '').replace(/:([A-Za-z]+)/g, (_, name: string) => {
    // pin_to_library/:type/:itemId names a page of the course.
    const values: Record<string, string> = { ...ids, type: 'pages', itemId: ids.pageId };
    return values[name] ?? '0123456789abcdef01234567';
  });
}

async function withAdministratorValue(user: TestUser, administrator: number, accountType = 'standard'): Promise<TestUser> {
  await tk.kernel.knex('users').where({ id: user.id }).update({ administrator, account_type: accountType });
  return user;
}

/** `courseOf` routes whose payload, not their path, names the object whose course decides (issue 26 item 1: the assessment's spec paths). */
const OBJECT_IN_BODY: Record<string, (ids: CourseIds) => object> = {
  'POST /server/assessment/submit': (ids) => ({ activity_id: ids.componentId }),
  'POST /server/assessment/signature/items': (ids) => ({ activity_id: ids.componentId }),
  'POST /server/assessment/signature/reports': (ids) => ({ reports: [{ id: 'liveview', activity_id: ids.componentId }] }),
};

function mainIds(): CourseIds {
  return { courseId: course.courseId, lessonId: course.first.lessonId, pageId: course.first.pageId, componentId, mediaId, uploadKey };
}

/**
 * The body each route is called with: empty, but for the course a `courseInBody` route decides its permission in,
 * the object an OBJECT_IN_BODY route names, and the upload session media/converter finds the course through.
 */
function bodyFor(route: RouteInfo, ids: CourseIds = mainIds()): object | undefined {
  if (route.method === 'GET') return undefined;
  const inBody = OBJECT_IN_BODY[`${route.method} ${route.path}`];
  if (inBody) return inBody(ids);
  if (route.path === '/server/media/converter') return { key: ids.uploadKey };
  return route.courseInBody ? { [route.courseInBody]: ids.courseId } : {};
}

async function call(role: Role, route: RouteInfo) {
  const response = await clients[role].request(route.method, address(route.path), bodyFor(route));
  return { status: response.status, errno: response.body?.errno as string | undefined };
}

// The world: a kernel with every installed plugin, a course with content of every type, one upload per course: the slowest set-up of the suite on a busy machine.
beforeAll(async () => {
  installed = await loadServerPlugins(readHostConfig());
  tk = await createTestKernel({ plugins: [...installed, contractPlugin, testComponentsPlugin] });
  const instructor = await tk.createUser('instructor');
  const assistant = await tk.createUser('assistant');
  const student = await tk.createUser('student');
  course = await tk.createCourse({ instructor, assistants: [assistant], students: [student], settings: { assistants_no_mgr_rights: true } });
  clients.instructor = await tk.loginAs(instructor);
  componentId = (await clients.instructor.post(`components/${course.courseId}/${course.first.lessonId}/${course.first.pageId}/new/`, { type: 'note' })).body._id;
  mediaId = await uploadImage(course.courseId);
  uploadKey = await openUpload(course.courseId);
  clients.anonymous = tk.client();
  await clients.anonymous.get('now');
  clients.outsider = await tk.loginAs(await tk.createUser('student'));
  clients.student = await tk.loginAs(student);
  clients.assistant = await tk.loginAs(assistant);
  clients.programAdmin = await tk.loginAs(await tk.createUser('program-admin'));
  // The section administrator's program has a template of its own.
  const otherTemplate = (await tk.createCourse({ instructor })).courseId;
  for (const [role, template] of [['sectionProgramAdmin', false], ['templateProgramAdmin', true]] as const) {
    const coordinator = await tk.createUser('program-admin');
    await tk.kernel.knex.transaction((trx) =>
      tk.kernel.resolve(coreServices.programAccounts).replaceCourseRights(template ? 'p-template' : 'p-section', { templateId: template ? course.courseId : otherTemplate, sectionIds: template ? [] : [course.courseId], coordinators: [coordinator.id] }, trx),
    );
    clients[role] = await tk.loginAs(coordinator);
  }
  clients.administrator = await tk.loginAs(await withAdministratorValue(await tk.createUser('student'), 1));
  clients.administratorLevel1 = await tk.loginAs(await withAdministratorValue(await tk.createUser('instructor'), 2));
  clients.siteAdmin = await tk.loginAs(await tk.createUser('site-admin'));
  clients.provider = await tk.loginAs(await withAdministratorValue(await tk.createUser('instructor'), 0, 'Junction'));
  const heldStudent = await tk.createUser('student');
  const heldFixtures: Record<HeldRole, CourseFixture> = {
    unpaid: await tk.createCourse({ instructor, students: [heldStudent], settings: { payment: { amount: 2500 } } }),
    beforeStart: await tk.createCourse({ instructor, students: [heldStudent] }),
  };
  for (const role of Object.keys(HELD) as HeldRole[]) {
    const { courseId, first } = heldFixtures[role];
    heldCourses[role] = courseId;
    const component = await clients.instructor.post(`components/${courseId}/${first.lessonId}/${first.pageId}/new/`, { type: 'note' });
    heldIds[role] = { courseId, lessonId: first.lessonId, pageId: first.pageId, componentId: component.body._id as string, mediaId: await uploadImage(courseId), uploadKey: await openUpload(courseId) };
  }
  const start = new Date(tk.clock.now().getTime() + 30 * 86_400_000);
  await tk.kernel.knex('courses').where({ id: heldCourses.beforeStart }).update({ start_date: start });
  heldClients.unpaid = await tk.loginAs(heldStudent);
  heldClients.beforeStart = heldClients.unpaid;
}, 180_000);

afterAll(() => tk?.close());

describe('every registered route, as every role', () => {
  it('covers core and the installed plugins', () => {
    const owners = new Set(tk.kernel.routeTable().map((route) => route.owner));
    expect(owners).toContain('core');
    expect(owners).toContain(contractPlugin.id);
  });

  for (const role of ROLES) {
    it(`refuses ${role} wherever the permission does not admit it, and nowhere else`, async () => {
      const outcomes: string[] = [];
      for (const route of tk.kernel.routeTable()) {
        const name = `${route.method} ${route.path}`;
        if (SESSION_ENDING.has(name)) continue;
        const admitted = ADMITS[route.permission].includes(role);
        const { status, errno } = await call(role, route);
        const refused = REFUSALS.includes(errno ?? '');
        if (admitted && refused) outcomes.push(`${name} (${route.permission}) refused ${role}: ${status} ${errno}`);
        if (!admitted && !(refused && (status === 401 || status === 403))) {
          outcomes.push(`${name} (${route.permission}) let ${role} through: ${status} ${errno ?? ''}`);
        }
      }
      expect(outcomes).toEqual([]);
    });
  }

  for (const role of Object.keys(HELD) as HeldRole[]) {
    it(`refuses a student held ${role} every course-scoped route with the hold's answer, but the reviewed allowHeld ones`, async () => {
      const outcomes: string[] = [];
      for (const route of tk.kernel.routeTable()) {
        const name = `${route.method} ${route.path}`;
        if (SESSION_ENDING.has(name)) continue;
        const response = await heldClients[role].request(route.method, address(route.path, heldIds[role]), bodyFor(route, heldIds[role]));
        const errno = response.body?.errno as string | undefined;
        if (route.permission.startsWith('course:') && !route.allowHeld) {
          if (response.status !== HELD[role].status || errno !== HELD[role].errno) outcomes.push(`${name} (${route.permission}) answered ${response.status} ${errno ?? ''}`);
          else if (response.body.course_id !== heldCourses[role]) outcomes.push(`${name} left out the hold's details`);
        } else {
          const admitted = ADMITS[route.permission].includes('student');
          if (admitted && (REFUSALS.includes(errno ?? '') || errno === HELD[role].errno)) outcomes.push(`${name} (${route.permission}) refused: ${response.status} ${errno}`);
        }
      }
      expect(outcomes).toEqual([]);
    });
  }

  it('answers anonymous callers not-logged, outsiders student-not-in-course on course views', async () => {
    const view = tk.kernel.routeTable().find((route) => route.permission === 'course:view' && route.method === 'GET')!;
    expect(await call('anonymous', view)).toEqual({ status: 401, errno: 'not-logged' });
    expect(await call('outsider', view)).toEqual({ status: 403, errno: 'student-not-in-course' });
  });
});

describe('every registered socket event, as every role', () => {
  const sockets = testSockets();
  const roleSockets = {} as Record<Exclude<Role, 'anonymous'>, TestSocket>;
  let heldSocket: TestSocket;

  beforeAll(async () => {
    for (const role of ROLES) if (role !== 'anonymous') roleSockets[role] = await sockets.connect(tk, clients[role]);
    heldSocket = await sockets.connect(tk, heldClients.unpaid);
  });

  afterAll(() => sockets.closeAll());

  it("covers every installed plugin's events", () => {
    const owners = new Set(tk.kernel.realtimeTable().map((event) => event.owner));
    const declaring = [...installed.map((entry) => entry.manifest as PluginManifest), contractPlugin].filter((plugin) => plugin.realtime?.length).map((plugin) => plugin.id);
    expect([...owners].sort()).toEqual(declaring.sort());
    expect(owners).toContain(contractPlugin.id);
  });

  it('refuses an anonymous socket at the handshake, before any event', async () => {
    await expect(sockets.connect(tk, clients.anonymous)).rejects.toThrow('not-logged');
  });

  for (const role of ROLES.filter((role) => role !== 'anonymous')) {
    it(`refuses ${role} every event the permission does not admit it to, and no other`, async () => {
      const outcomes: string[] = [];
      for (const { event, permission } of tk.kernel.realtimeTable()) {
        const admitted = ADMITS[permission].includes(role);
        const answer = await ask(roleSockets[role as Exclude<Role, 'anonymous'>], event, { courseId: course.courseId });
        const refused = answer.ok === false && REFUSALS.includes(answer.errno);
        if (admitted && refused) outcomes.push(`${event} (${permission}) refused ${role}: ${answer.status} ${answer.errno}`);
        if (!admitted && !(refused && (answer.status === 401 || answer.status === 403))) {
          outcomes.push(`${event} (${permission}) let ${role} through: ${JSON.stringify(answer)}`);
        }
      }
      expect(outcomes).toEqual([]);
    });
  }

  for (const role of Object.keys(HELD) as HeldRole[]) {
    it(`refuses a student held ${role} every course event with the hold's answer`, async () => {
      const outcomes: string[] = [];
      for (const { event, permission } of tk.kernel.realtimeTable()) {
        const answer = await ask(heldSocket, event, { courseId: heldCourses[role] });
        if (permission.startsWith('course:')) {
          const { status, errno } = HELD[role];
          if (answer.ok !== false || answer.status !== status || answer.errno !== errno || answer.course_id !== heldCourses[role]) outcomes.push(`${event} (${permission}) answered ${JSON.stringify(answer)}`);
        } else if (ADMITS[permission].includes('student') && answer.ok === false && (REFUSALS.includes(answer.errno) || answer.errno === HELD[role].errno)) {
          outcomes.push(`${event} (${permission}) refused: ${answer.status} ${answer.errno}`);
        }
      }
      expect(outcomes).toEqual([]);
    });
  }
});
