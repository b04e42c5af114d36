import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { Middleware } from 'koa';
import {
  CORE_MIGRATIONS,
  coreServices,
  newId,
  Kernel,
  type AccountRole,
  type Database,
  type KernelConfig,
  type MailboxMessage,
  type PluginEntry,
  type PluginManifest,
} from '@lms/core';
import { TestClock } from './TestClock.ts';
import { testPublicWeb } from './localSite.ts';
import { TestClient } from './TestClient.ts';
import { drainJobs, mailTo } from './testMailbox.ts';
import { createTestDatabase, type TestDatabaseKind } from './testDatabase.ts';
import { joinTestDatabase } from './joinTestDatabase.ts';
import { createTestCourse, createTestUser, type CourseFixture, type CourseFixtureSpec, type TestUser, type TestUserOverrides } from './seedKernel.ts';

export interface TestKernelOptions {
  /** Plugin manifests (or entries with configuration) to load beside core. */
  plugins?: (PluginManifest | PluginEntry)[];
  /** Kernel settings to change from the test defaults. */
  config?: Partial<Omit<KernelConfig, 'database'>>;
  /** Start the HTTP server on a free port (default true). */
  listen?: boolean;
  /** Serves paths outside /server/ (the host's web app). */
  web?: Middleware;
  /**
   * On PGlite, the database `npm start` runs: on disk in a temporary directory,
   * with the server's connection pool (slower to open than the in-memory snapshot).
   */
  embeddedOnDisk?: boolean;
  /**
   * Run jobs as they are queued (default true). False: jobs run only when the
   * test calls drainJobs, so it can change the world between a job's enqueue and its run.
   */
  runJobs?: boolean;
  /**
   * `coreServices.publicWeb` lets through the test's own servers on 127.0.0.1
   * (as `testPublicWeb`), for calls that fetch another site; every other
   * address keeps the real policy.
   */
  publicWebReachesTestServer?: boolean;
}

/** A kernel of this process the harness's record helpers (kernelRecords.ts) read and write. */
export interface KernelUnderTest {
  kernel: Kernel;
}

export interface TestKernel extends KernelUnderTest {
  /** Base URL of the listening server (empty when listen was false). */
  url: string;
  clock: TestClock;
  databaseKind: TestDatabaseKind;
  /** A new browser-like client (own cookie jar). */
  client(): TestClient;
  createUser(role: AccountRole, overrides?: TestUserOverrides): Promise<TestUser>;
  /** A client logged in as `user`. */
  loginAs(user: TestUser): Promise<TestClient>;
  /** A course with staff, students and lessons of pages (one lesson with one page by default). */
  createCourse(spec?: CourseFixtureSpec): Promise<CourseFixture>;
  /**
   * A record of the course's media library (no bytes stored), so a config may
   * name it: the kernel refuses library files the author could not read (issue 14).
   * Answers its id and same-site address.
   */
  libraryFile(courseId: string, file: { id?: string; name: string; library?: 'images' | 'files' | 'submissions' }): Promise<{ id: string; url: string }>;
  /** Waits until every due job (mail delivery...) has run. */
  drainJobs(): Promise<void>;
  /** Delivers due mail, then answers the messages sent to `address`, newest first, with their text and html. */
  mailTo(address: string): Promise<MailboxMessage[]>;
  /**
   * Another node of the same deployment, as a second server process: its own kernel
   * (HTTP server on a free port, containers, realtime hub) with the same plugins,
   * settings and clock, on this kernel's database. The first kernel's close() closes
   * it too.
   */
  anotherNode(): Promise<TestKernel>;
  /** Stops the kernel; the first kernel also stops the nodes it started and removes the database. */
  close(): Promise<void>;
}

function toEntry(plugin: PluginManifest | PluginEntry): PluginEntry {
  return 'manifest' in plugin ? plugin : { manifest: plugin };
}

/** What every node of one test deployment shares. */
interface Deployment {
  plugins: PluginEntry[];
  config: KernelConfig;
  clock: TestClock;
  databaseKind: TestDatabaseKind;
  web?: Middleware;
  listen: boolean;
  runJobs: boolean;
  publicWebReachesTestServer: boolean;
  anotherNode(): Promise<TestKernel>;
}

/**
 * Boots a real kernel with the chosen plugins over a fresh database (PGlite, or a
 * throwaway PostgreSQL database when DATABASE_URL is set), listening on a free port.
 */
export async function createTestKernel(options: TestKernelOptions = {}): Promise<TestKernel> {
  const plugins = (options.plugins ?? []).map(toEntry);
  const sets = Kernel.loadRegistry(plugins).migrationSets(CORE_MIGRATIONS);
  const testDatabase = await createTestDatabase(sets, { embeddedOnDisk: options.embeddedOnDisk });
  const config: KernelConfig = {
    database: { kind: 'embedded', dataDir: null },
    logLevel: (process.env.LOG_LEVEL as KernelConfig['logLevel']) ?? 'silent',
    allowedOrigins: [],
    trustProxy: false,
    checkAnswers: true,
    sessionTtlSeconds: 12 * 3600,
    rememberTtlSeconds: 30 * 24 * 3600,
    shutdownGraceMs: 5000,
    // One master key for the deployment: its other nodes open what this one sealed.
    secretKey: randomBytes(32).toString('base64'),
    // Trivial proof of work, and no captcha asked unless a test sets the `captcha` bucket: every test signs up from 127.0.0.1.
    captchaCost: { cost: 1, counterMin: 1, counterMax: 20 },
    ...options.config,
    rateLimits: withCaptchaOff(options.config?.rateLimits),
  };
  const otherNodes: TestKernel[] = [];
  const deployment: Deployment = {
    plugins,
    config,
    clock: new TestClock(),
    databaseKind: testDatabase.kind,
    web: options.web,
    listen: options.listen !== false,
    runJobs: options.runJobs !== false,
    publicWebReachesTestServer: options.publicWebReachesTestServer === true,
    async anotherNode() {
      const node = await startNode(deployment, joinTestDatabase(testDatabase.database), {});
      otherNodes.push(node);
      return node;
    },
  };
  return startNode(deployment, testDatabase.database, {
    // The other nodes hold connections to the database this kernel closes (and removes).
    beforeStop: async () => {
      await Promise.all(otherNodes.map((node) => node.close()));
    },
    afterStop: () => testDatabase.dispose(),
  });
}

interface NodeLifecycle {
  beforeStop?(): Promise<void>;
  /** Runs once the kernel has stopped (and closed `database`), or failed to start. */
  afterStop?(): Promise<void>;
}

/** One kernel of the deployment, on `database`. */
async function startNode(deployment: Deployment, database: Database, lifecycle: NodeLifecycle): Promise<TestKernel> {
  const { config, clock } = deployment;
  let kernel: Kernel;
  try {
    kernel = await Kernel.create({
      config,
      plugins: deployment.plugins,
      clock,
      database,
      logger: pino({ level: config.logLevel }),
      web: deployment.web,
      runJobs: deployment.runJobs,
    });
  } catch (error) {
    await lifecycle.afterStop?.();
    throw error;
  }
  // Before anything resolves it: services are built on first use.
  if (deployment.publicWebReachesTestServer) kernel.container.register(coreServices.publicWeb.id, { useValue: testPublicWeb() });
  const url = deployment.listen ? `http://127.0.0.1:${(await kernel.listen(0, '127.0.0.1')).port}` : '';
  const client = () => new TestClient(url);
  return {
    kernel,
    url,
    clock,
    databaseKind: deployment.databaseKind,
    client,
    createUser: (role, overrides) => createTestUser(kernel, role, overrides),
    async loginAs(user) {
      const logged = client();
      await logged.login(user.email, user.password);
      return logged;
    },
    createCourse: (spec) => createTestCourse(kernel, spec),
    async libraryFile(courseId, file) {
      const id = file.id ?? newId();
      const extension = file.name.split('.').pop()!.toLowerCase();
      await kernel.knex('media_files').insert({
        id,
        course_id: courseId,
        library: file.library ?? 'files',
        name: file.name,
        display_name: file.name,
        extension,
        mimetype: 'application/octet-stream',
        size: 0,
        sha256: '0'.repeat(64),
        storage_key: `test/${id}`,
        created_at: kernel.resolve(coreServices.clock).now(),
      });
      return { id, url: `/server/media/${courseId}/${id}/${file.name}` };
    },
    drainJobs: () => drainJobs(kernel),
    mailTo: (address) => mailTo(kernel, address),
    anotherNode: () => deployment.anotherNode(),
    async close() {
      await lifecycle.beforeStop?.();
      await kernel.stop();
      await lifecycle.afterStop?.();
    },
  };
}

/** The test default: the captcha bucket off unless the test names it (or turns every limit off). */
function withCaptchaOff(rateLimits: KernelConfig['rateLimits']): KernelConfig['rateLimits'] {
  if (rateLimits === 'off') return rateLimits;
  return { captcha: 'off', ...rateLimits };
}
