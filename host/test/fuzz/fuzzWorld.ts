import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import type { Permission, PluginEntry } from '@lms/core';
import { FakeStripe } from '@lms/plugin-payments/testing';

/**
 * The world the fuzz suite calls into: a kernel with every installed plugin
 * (read from the host configuration, as the server loads them, so a new
 * plugin's routes are fuzzed without touching the suite), a course with
 * content of every component type, a professor teaching it, a student
 * enrolled in it and a site administrator; and the real ids of what they
 * made, by path parameter name, so fuzzed calls reach the handlers.
 */

export type Caller = 'professor' | 'student' | 'siteAdmin';

/** Permissions a professor of the course lacks: their routes are also called as a site administrator, who has them. */
const ADMIN_ONLY: readonly Permission[] = ['administrator', 'program-admin', 'site-admin'];

export function callersOf(permission: Permission): Caller[] {
  return ADMIN_ONLY.includes(permission) ? ['professor', 'student', 'siteAdmin'] : ['professor', 'student'];
}

export interface FuzzWorld {
  tk: TestKernel;
  users: Record<Caller, TestUser>;
  clients: Record<Caller, TestClient>;
  /** Real ids by path parameter name (courseId, lessonId, componentId, postId...). */
  params: Record<string, string[]>;
  /** The components of the types each plugin provides, by plugin id: its routes' `componentId` is most often one of them. */
  componentsOf: Record<string, string[]>;
  /** Every real id, for id-shaped strings inside bodies. */
  ids: string[];
  /** What could not be made (a fixture call that failed): the suite reports it. */
  problems: string[];
  /** The payments plugin's webhook secret, to sign fuzzed webhook bodies so they reach the event handling. */
  webhookSecret: string;
  /** Logs the caller in again when a fuzzed call ended its session (logout, password change...). */
  ensureLoggedIn(caller: Caller): Promise<void>;
  close(): Promise<void>;
}

/** A 1x1 PNG, for the media library. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Sessions outlive anything a fuzzed call does to the clock. */
const TEN_YEARS = 10 * 365 * 24 * 3600;

const WEBHOOK_SECRET = 'whsec_fuzz';

/**
 * `installed`: the plugins as the host loads them (loadServerPlugins). The
 * payments plugin, when installed, gets card payments through a local fake of
 * Stripe, so checkout and the webhook run their whole path.
 */
export async function createFuzzWorld(installed: PluginEntry[]): Promise<FuzzWorld> {
  const stripe = new FakeStripe();
  const api = await stripe.start();
  const paymentsConfig = { stripe_secret_key: 'sk_test_fuzz', stripe_publishable_key: 'pk_test_fuzz', stripe_webhook_secret: WEBHOOK_SECRET, stripe_api: api };
  const plugins = installed.map((entry) => ((entry.manifest as { id?: string }).id === 'payments' ? { ...entry, config: { ...entry.config, ...paymentsConfig } } : entry));
  const tk = await createTestKernel({ plugins, config: { sessionTtlSeconds: TEN_YEARS } });
  const problems: string[] = [];
  const params: Record<string, string[]> = {};
  const add = (name: string, id: unknown) => {
    if (typeof id === 'string' && id) (params[name] ??= []).push(id);
  };
  const made = async (what: string, answer: Promise<{ status: number; body: any }>): Promise<any> => {
    const { status, body } = await answer;
    if (status >= 300) {
      problems.push(`${what}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
      return null;
    }
    return body;
  };

  const users: Record<Caller, TestUser> = {
    professor: await tk.createUser('instructor'),
    student: await tk.createUser('student'),
    siteAdmin: await tk.createUser('site-admin'),
  };
  const componentTypes = [...tk.kernel.registry.componentTypes.keys()];
  const course = await tk.createCourse({
    instructor: users.professor,
    students: [users.student],
    lessons: [{ title: 'Lesson', pages: componentTypes.map((type) => ({ title: `Page of ${type}` })) }],
  });
  const clients: Record<Caller, TestClient> = {
    professor: await tk.loginAs(users.professor),
    student: await tk.loginAs(users.student),
    siteAdmin: await tk.loginAs(users.siteAdmin),
  };
  const { professor, student, siteAdmin } = clients;
  const { courseId, lessonId } = course.first;
  add('courseId', courseId);
  add('id', courseId);
  add('lessonId', lessonId);
  for (const pageId of course.lessons[0]!.pageIds) add('pageId', pageId);
  add('studentId', users.student.id);

  const item = await made('a Question', professor.post('assessment/items/', { reference: 'FUZZ-1', title: 'Fuzz', prompt: '<p>Which?</p>', points: 1, tags: [], type: 'single_choice', content: { choices: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: 'b' } }));
  add('itemId', item?._id);

  // One component of every installed type, each on a page of its own (a page holds two contents at most).
  const pages = [...course.lessons[0]!.pageIds];
  const componentOf: Record<string, string> = {};
  const componentsOf: Record<string, string[]> = {};
  for (const type of componentTypes) {
    const config = type === 'assessment' && item ? { items: [{ id: item._id, points: 1 }] } : undefined;
    const created = await made(`a ${type} component`, professor.post(`components/${courseId}/${lessonId}/${pages.shift()}/new/`, { type, title: `A ${type}`, ...(config ? { config } : {}) }));
    if (created) componentOf[type] = created._id;
    if (created) (componentsOf[tk.kernel.registry.componentTypes.get(type)!.pluginId] ??= []).push(created._id);
    add('componentId', created?._id);
  }
  add('boardId', componentOf.board);
  if (componentOf.board) {
    const post = await made('a board post', student.post(`board/${courseId}/${componentOf.board}/posts/`, { message: '<p>Hello</p>' }));
    add('postId', post?._id);
  }
  const commented = componentOf.html ?? Object.values(componentOf)[0];
  if (commented) {
    await made('comments on', professor.put(`comments_settings/${courseId}/${commented}/`, { enabled: true, close_date: null }));
    const comment = await made('a comment', student.post(`comments/${courseId}/component/${commented}/`, { message: '<p>Nice</p>' }));
    add('commentId', comment?._id);
  }
  const image = new FormData();
  image.append('file', new Blob([new Uint8Array(TINY_PNG)]), 'dot.png');
  add('mediaId', (await made('an image', professor.upload(`images/${courseId}/upload/`, image)))?._id);
  const file = new FormData();
  file.append('file', new Blob([new TextEncoder().encode('notes')]), 'notes.txt');
  add('mediaId', (await made('a file', professor.upload(`files/${courseId}/upload/`, file)))?._id);
  add('tagId', (await made('a tag', professor.post(`tags/${courseId}/`, { name: 'fuzz', type: 'Course' })))?._id);
  add('itemId', lessonId);
  const announcement = await made('an announcement', siteAdmin.post('announcements/manage/', { audience: 'everyone', title: 'Fuzz', post: '<p>Hi</p>' }));
  add('announcementId', announcement?._id ?? announcement?.id);
  for (const audience of ['site-wide', 'everyone', 'instructors', 'students']) add('audience', audience);
  await made('a catalog listing', siteAdmin.post(`adoptions/catalog/${courseId}`, { description: 'Fuzz' }));
  const adoption = await made('an adoption request', professor.post('adoptions/requests', { course_id: courseId, course_title: 'Fuzz', course_start_date: '2030-01-01', course_enrollment: '30' }));
  add('requestId', adoption?._id ?? adoption?.id);
  const bundle = await made('a bundle', siteAdmin.post('payments/bundles/', { title: 'Fuzz bundle', amount: 1000, courses: [courseId] }));
  add('id', bundle?._id ?? bundle?.id);

  const ids = [...new Set([...Object.values(params).flat().filter((id) => /^[0-9a-f]{24}$/.test(id)), users.professor.id, users.siteAdmin.id])];
  return {
    tk,
    users,
    clients,
    params,
    componentsOf,
    ids,
    problems,
    webhookSecret: WEBHOOK_SECRET,
    async ensureLoggedIn(caller) {
      if ((await clients[caller].get('noop')).status === 401) clients[caller] = await tk.loginAs(users[caller]);
    },
    async close() {
      await tk.close();
      await stripe.close();
    },
  };
}
