import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { Middleware } from 'koa';
import {
  CORE_MIGRATIONS,
  Kernel,
  kernelRefs,
  type AccountRole,
  type KernelConfig,
  type MailboxMessage,
  type PluginEntry,
  type PluginManifest,
  type UserRow,
} from '@lms/core';
import { TestClock } from './TestClock.ts';
import { TestClient } from './TestClient.ts';
import { drainJobs, mailTo } from './testMailbox.ts';
import { createTestDatabase, type TestDatabaseKind } from './testDatabase.ts';

/** The password every test user gets unless a test says otherwise (meets the strength rule). */
export const TEST_PASSWORD = 'Test-passw0rd!';

export interface TestKernelOptions {
  /** Plugin manifests (or entries with configuration) to load beside core. */
  plugins?: (PluginManifest | PluginEntry)[];
  /** Kernel settings to change from the test defaults. */
  config?: Partial<Omit<KernelConfig, 'database'>>;
  /** Start the HTTP server on a free port (default true). */
  listen?: boolean;
  /** Serves paths outside /server/ (the host's web app). */
  web?: Middleware;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  row: UserRow;
}

export interface CourseFixtureSpec {
  title?: string;
  instructor?: TestUser;
  assistants?: TestUser[];
  students?: TestUser[];
  /** Course settings (part 2 §3), e.g. { assistants_no_mgr_rights: true }. */
  settings?: Record<string, unknown>;
  lessons?: { title: string; draft?: boolean; pages: { title: string; draft?: boolean }[] }[];
}

export interface CourseFixture {
  courseId: string;
  /** Lesson ids in order, each with its page ids in order. */
  lessons: { id: string; pageIds: string[] }[];
  /** The first page's address, for the common case. */
  first: { courseId: string; lessonId: string; pageId: string };
}

export interface TestKernel {
  kernel: Kernel;
  /** Base URL of the listening server (empty when listen was false). */
  url: string;
  clock: TestClock;
  databaseKind: TestDatabaseKind;
  /** A new browser-like client (own cookie jar). */
  client(): TestClient;
  createUser(role: AccountRole, overrides?: { email?: string; firstname?: string; lastname?: string; password?: string; validated?: boolean }): Promise<TestUser>;
  /** A client logged in as `user`. */
  loginAs(user: TestUser): Promise<TestClient>;
  /** A course with staff, students and lessons of pages (one lesson with one page by default). */
  createCourse(spec?: CourseFixtureSpec): Promise<CourseFixture>;
  /** Waits until every due job (mail delivery...) has run. */
  drainJobs(): Promise<void>;
  /** Delivers due mail, then answers the messages sent to `address`, newest first, with their text and html. */
  mailTo(address: string): Promise<MailboxMessage[]>;
  /** Stops the kernel and removes its database. */
  close(): Promise<void>;
}

function toEntry(plugin: PluginManifest | PluginEntry): PluginEntry {
  return 'manifest' in plugin ? plugin : { manifest: plugin };
}

/**
 * Boots a real kernel with the chosen plugins over a fresh database (PGlite, or a
 * throwaway PostgreSQL database when DATABASE_URL is set), listening on a free port.
 */
export async function createTestKernel(options: TestKernelOptions = {}): Promise<TestKernel> {
  const plugins = (options.plugins ?? []).map(toEntry);
  const sets = Kernel.loadRegistry(plugins).migrationSets(CORE_MIGRATIONS);
  const testDatabase = await createTestDatabase(sets);
  const clock = new TestClock();
  const config: KernelConfig = {
    database: { kind: 'embedded', dataDir: null },
    logLevel: (process.env.LOG_LEVEL as KernelConfig['logLevel']) ?? 'silent',
    allowedOrigins: [],
    trustProxy: false,
    sessionTtlSeconds: 12 * 3600,
    rememberTtlSeconds: 30 * 24 * 3600,
    shutdownGraceMs: 5000,
    ...options.config,
  };
  let kernel: Kernel;
  try {
    kernel = await Kernel.create({
      config,
      plugins,
      clock,
      database: testDatabase.database,
      logger: pino({ level: config.logLevel }),
      web: options.web,
    });
  } catch (error) {
    await testDatabase.dispose();
    throw error;
  }
  const url = options.listen === false ? '' : `http://127.0.0.1:${(await kernel.listen(0, '127.0.0.1')).port}`;
  const client = () => new TestClient(url);
  return {
    kernel,
    url,
    clock,
    databaseKind: testDatabase.kind,
    client,
    async createUser(role, overrides = {}) {
      const password = overrides.password ?? TEST_PASSWORD;
      const email = overrides.email ?? `${role}-${randomBytes(4).toString('hex')}@test.example`;
      const row = await kernel.resolve(kernelRefs.users).create({
        email,
        password,
        firstname: overrides.firstname ?? role,
        lastname: overrides.lastname ?? 'Tester',
        role,
        validated: overrides.validated ?? true,
      });
      return { id: row.id, email, password, row };
    },
    async loginAs(user) {
      const logged = client();
      await logged.login(user.email, user.password);
      return logged;
    },
    async createCourse(spec = {}) {
      const courses = kernel.resolve(kernelRefs.courses);
      const course = await courses.createCourse({ title: spec.title ?? 'Test course', ownerId: spec.instructor?.id, settings: spec.settings });
      for (const assistant of spec.assistants ?? []) await courses.addStaff(course.id, assistant.id, 'assistant');
      for (const student of spec.students ?? []) await courses.enrol(course.id, student.id);
      const lessons = [];
      for (const lessonSpec of spec.lessons ?? [{ title: 'Lesson 1', pages: [{ title: 'Page 1' }] }]) {
        const lesson = await courses.createLesson(course.id, { title: lessonSpec.title, draft: lessonSpec.draft, ownerId: spec.instructor?.id });
        const pageIds = [];
        for (const pageSpec of lessonSpec.pages) {
          pageIds.push((await courses.createPage(course.id, lesson.id, { title: pageSpec.title, draft: pageSpec.draft, ownerId: spec.instructor?.id })).id);
        }
        lessons.push({ id: lesson.id, pageIds });
      }
      const firstLesson = lessons[0];
      return {
        courseId: course.id,
        lessons,
        first: { courseId: course.id, lessonId: firstLesson?.id ?? '', pageId: firstLesson?.pageIds[0] ?? '' },
      };
    },
    drainJobs: () => drainJobs(kernel),
    mailTo: (address) => mailTo(kernel, address),
    async close() {
      await kernel.stop();
      await testDatabase.dispose();
    },
  };
}
