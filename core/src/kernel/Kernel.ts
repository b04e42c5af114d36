import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { kernelLogger } from './kernelLogger.ts';
import type { DependencyContainer } from './di.ts';
import { registerPluginJobs } from '../jobs/pluginJobs.ts';
import { runStartChecks } from '../plugins/runStartChecks.ts';
import { useOffLoopPool } from '../offload/offLoopPool.ts';
import { coreServices, type Clock } from '@lms/contract/services.ts';
import type { DepsMap, ResolvedDeps, ServiceRef } from '@lms/contract/serviceRef.ts';
import type { Permission } from '@lms/contract/permissions.ts';
import type { RealtimePermission } from '@lms/contract/realtime.ts';
import type { KernelConfig } from '../config/KernelConfig.ts';
import { openDatabase, type Database } from '../database/openDatabase.ts';
import { migrateToLatest } from '../database/migrations.ts';
import { indexMissingComponents } from '../search/indexCatchUp.ts';
import { PluginRegistry, type CatalogueErrno, type PluginEntry, type RegisteredRealtimeHandler, type RegisteredRoute } from '../plugins/PluginRegistry.ts';
import { answerKind } from '@lms/contract/call.ts';
import { createHttpApp } from '../http/createHttpApp.ts';
import type { LmsState } from '../http/LmsState.ts';
import { RealtimeHub } from '../realtime/RealtimeHub.ts';
import { crossNodeConnectionOf } from '../realtime/crossNodeAdapter.ts';
import { authRoutes } from '../auth/authRoutes.ts';
import { contentRoutes } from '../content/contentRoutes.ts';
import { searchRoutes } from '../search/searchRoutes.ts';
import { authoringRoutes } from '../content/authoringRoutes.ts';
import { mediaSpecPathRoutes } from '../media/mediaSpecPathRoutes.ts';
import { uploadSessionRoutes } from '../media/uploadSessions/uploadSessionRoutes.ts';
import { userLookupRoutes } from '../users/userLookupRoutes.ts';
import { coursePermissionRoutes } from '../permissions/coursePermissionRoutes.ts';
import { RealtimeTokens } from '../realtime/RealtimeTokens.ts';
import { realtimeTokenRoutes } from '../realtime/realtimeTokenRoutes.ts';
import { contentSpecPathRoutes } from '../content/contentSpecPathRoutes.ts';
import { authoringPayloadRoutes } from '../content/authoringPayloadRoutes.ts';
import { learnerRoutes } from '../content/learnerRoutes.ts';
import { mediaRoutes } from '../media/mediaRoutes.ts';
import { siteFileRoutes } from '../siteFiles/siteFileRoutes.ts';
import { openMediaStore } from '../media/openMediaStore.ts';
import { systemRoutes } from '../http/systemRoutes.ts';
import { ssoRoutes } from '../sso/ssoRoutes.ts';
import { mailboxRoutes } from '../mail/mailboxRoutes.ts';
import { accountRoutes } from '../accounts/accountRoutes.ts';
import { messageRoutes } from '../messages/messageRoutes.ts';
import { announcementRoutes } from '../announcements/announcementRoutes.ts';
import { rosterRoutes } from '../roster/rosterRoutes.ts';
import { enrollmentRoutes } from '../roster/enrollmentRoutes.ts';
import { MAIL_JOB, mailJobPayload } from '../mail/mailJob.ts';
import { checkedPayload } from '../jobs/checkedPayload.ts';
import { buildKernelContainer, buildPluginContainers } from './buildContainer.ts';
import { resolveDeps } from '../http/mountRoutes.ts';
import type { PluginDeps } from '../plugins/PluginDeps.ts';
import { siteRefs } from '../site/siteServices.ts';
import { limitRefs } from '../limits/limitServices.ts';
import { sessionRefs } from '../sessions/sessionServices.ts';
import { permissionRefs } from '../permissions/permissionServices.ts';
import { jobRefs } from '../jobs/jobServices.ts';
import { mailRefs } from '../mail/mailServices.ts';
import { mediaRefs } from '../media/mediaServices.ts';
import { trackingRefs } from '../tracking/trackingServices.ts';
import { contentRefs } from '../content/contentServices.ts';
import { startVideoConversion } from '../media/conversion/videoConversionJob.ts';

export const CORE_MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url));

const CORE_ROUTES = [...systemRoutes, ...authRoutes, ...contentRoutes, ...authoringRoutes, ...authoringPayloadRoutes, ...contentSpecPathRoutes, ...learnerRoutes, ...mediaRoutes, ...mediaSpecPathRoutes, ...siteFileRoutes, ...uploadSessionRoutes, ...mailboxRoutes, ...ssoRoutes, ...accountRoutes, ...messageRoutes, ...announcementRoutes, ...rosterRoutes, ...enrollmentRoutes, ...searchRoutes, ...userLookupRoutes, ...coursePermissionRoutes, ...realtimeTokenRoutes];

export interface KernelOptions {
  config: KernelConfig;
  plugins?: PluginEntry[];
  logger?: Logger;
  clock?: Clock;
  /** Run pending migrations at start (default true). */
  migrate?: boolean;
  /** Serves paths outside /server/ (the host's web app). */
  web?: Middleware;
  /** An already open database; the kernel closes it on stop. */
  database?: Database;
  /** Reach an embedded database owned by another running process through its socket. */
  shareRunningOwner?: boolean;
  /** Run due jobs (mail delivery...) in this process from creation until stop (default true). */
  runJobs?: boolean;
}

/** One line of the route table (`lms routes`). */
export interface RouteInfo {
  method: string;
  path: string;
  owner: string;
  permission: Permission;
  summary: string;
  /** What a success answers: JSON (through the call's answer schema), nothing (204 or a redirect), or streamed bytes. */
  answer: 'json' | 'none' | 'stream';
  /** Set on the reviewed routes a held student may still call (`allowHeld`). */
  allowHeld?: 'payment-flow';
  /** The body field naming the course of a course-scoped route whose path names none (`courseInBody`). */
  courseInBody?: string;
  /** Set on a course-scoped route whose path names an object but no course: the kernel finds the object's course (`courseOf`). */
  courseOf?: true;
}

/** One errno of the merged error catalogue (`lms errors`): the kernel's and every plugin's declared ones. */
export interface ErrnoInfo extends CatalogueErrno {
  errno: string;
}

function routeInfo({ owner, definition }: RegisteredRoute): RouteInfo {
  return {
    method: definition.method,
    path: `/server/${definition.path}`,
    owner,
    permission: definition.permission,
    summary: definition.summary,
    answer: answerKind(definition.answer),
    ...(definition.allowHeld ? { allowHeld: definition.allowHeld } : {}),
    ...(definition.courseInBody ? { courseInBody: definition.courseInBody } : {}),
    ...(definition.courseOf ? { courseOf: true as const } : {}),
  };
}

/** One socket event the kernel answers (`${plugin}:${event}`) and the permission its handler declared. */
export interface RealtimeEventInfo {
  event: string;
  owner: string;
  permission: RealtimePermission;
}

function realtimeEventInfo({ pluginId, wireEvent, definition }: RegisteredRealtimeHandler): RealtimeEventInfo {
  return { event: wireEvent, owner: pluginId, permission: definition.permission };
}

const systemClock: Clock = { now: () => new Date() };

/**
 * The kernel: a plugin registry checked at start-up, a database with every
 * migration applied, a container per kernel (and per plugin), and the HTTP and
 * realtime servers. It knows no component type by name.
 */
export class Kernel {
  private server: http.Server | null = null;
  private stopping = false;
  private stopped: Promise<void> | null = null;

  private constructor(
    readonly config: KernelConfig,
    readonly registry: PluginRegistry,
    readonly database: Database,
    readonly logger: Logger,
    readonly container: DependencyContainer,
    private readonly pluginContainers: Map<string, DependencyContainer>,
    /** socket.io: handlers, emits, and how they reach the other nodes. */
    readonly realtime: RealtimeHub,
    readonly app: Koa<LmsState>,
    /** Removes a temporary media folder (an in-memory database's). */
    private readonly closeMedia: () => Promise<void>,
  ) {}

  /** Checks every manifest without opening anything: throws the first problem, one line naming plugin and field. */
  static loadRegistry(plugins: PluginEntry[] = [], options: { checkAnswers?: boolean } = {}): PluginRegistry {
    return new PluginRegistry(plugins, CORE_ROUTES, undefined, options.checkAnswers ?? false);
  }

  /** The route table of core and the given plugins, and their socket events (no database needed). */
  static describeApi(plugins: PluginEntry[] = []): { routes: RouteInfo[]; realtime: RealtimeEventInfo[]; errors: ErrnoInfo[] } {
    const registry = Kernel.loadRegistry(plugins);
    const errors = [...registry.errorCatalogue].map(([errno, entry]) => ({ errno, ...entry }));
    return { routes: registry.routes.map(routeInfo), realtime: registry.realtimeHandlers.map(realtimeEventInfo), errors };
  }

  static async create(options: KernelOptions): Promise<Kernel> {
    useOffLoopPool();
    const registry = Kernel.loadRegistry(options.plugins, { checkAnswers: options.config.checkAnswers ?? false });
    const logger = options.logger ?? kernelLogger(options.config.logLevel);
    const database = options.database ?? (await openDatabase(options.config.database, { shareRunningOwner: options.shareRunningOwner }));
    let closeMedia = async (): Promise<void> => undefined;
    try {
      if (options.migrate !== false) {
        const applied = await migrateToLatest(database.knex, registry.migrationSets(CORE_MIGRATIONS));
        if (applied.length) logger.info({ applied }, 'migrations applied');
        const indexed = await indexMissingComponents(database.knex, registry);
        if (indexed) logger.info({ indexed }, 'components added to the search index');
      }
      const clock = options.clock ?? systemClock;
      let pluginContainers = new Map<string, DependencyContainer>();
      let root: DependencyContainer | null = null;
      const containerFor = (owner: string): DependencyContainer => pluginContainers.get(owner) ?? root!;
      const resolve = <T>(ref: ServiceRef<T>): T => root!.resolve(ref.id);
      const realtime = new RealtimeHub({
        handlers: registry.realtimeHandlers,
        containerFor,
        allowedOrigins: options.config.allowedOrigins,
        logger,
        crossNode: crossNodeConnectionOf(database),
        // Resolved when a socket connects, by when the container exists.
        allowsHost: async (hostname) => resolve(siteRefs.publicSite).allowsHost(hostname),
        trustProxy: options.config.trustProxy,
      });
      const media = openMediaStore(options.config);
      closeMedia = media.dispose;
      const pluginDeps: PluginDeps = { of: (pluginId, deps) => resolveDeps(containerFor(pluginId), deps) };
      const parts = { config: options.config, database, logger, clock, registry, realtime, mediaStore: media.store, pluginDeps };
      root = buildKernelContainer(parts);
      pluginContainers = buildPluginContainers(root, parts);
      const sessions = resolve(sessionRefs.sessions);
      // Every session end (logout, password change, reset, purge) closes its live sockets on every node.
      sessions.onEnded((idHashes) => realtime.disconnectSessions(idHashes));
      const publicSite = resolve(siteRefs.publicSite);
      const rateLimiter = resolve(limitRefs.rateLimiter);
      let kernel: Kernel | null = null;
      const app = createHttpApp({
        logger,
        trustProxy: options.config.trustProxy,
        allowedOrigins: options.config.allowedOrigins,
        routes: registry.routes,
        web: options.web,
        isStopping: () => kernel?.stopping ?? false,
        allowsHost: (hostname) => publicSite.allowsHost(hostname),
        runtime: {
          permissions: resolve(permissionRefs.permissionService),
          sessions,
          containerFor,
          publicBaseUrl: () => publicSite.baseUrl(),
          recordLogin: (userId) => resolve(coreServices.tracking).recordLogin(userId),
          rateLimit: (rule, caller) => rateLimiter.hit(rule, caller),
        },
      });
      kernel = new Kernel(options.config, registry, database, logger, root, pluginContainers, realtime, app, closeMedia);
      // Jobs run from creation, not from listen: a test kernel without HTTP still delivers its mail.
      const jobs = resolve(jobRefs.jobWorker);
      const delivery = resolve(mailRefs.delivery);
      jobs.register(MAIL_JOB, checkedPayload(MAIL_JOB, mailJobPayload, registry.validator, (payload, job) => delivery.deliver(payload, job)));
      await startVideoConversion(jobs, resolve(mediaRefs.videoConversion), registry.validator, logger);
      registerPluginJobs(jobs, registry.plugins.map((plugin) => plugin.manifest), containerFor, registry.validator, logger);
      await runStartChecks(registry.plugins.map((plugin) => plugin.manifest), containerFor, logger);
      if (options.runJobs !== false) {
        jobs.start();
        // The tracking roll-up and retention run with the jobs (an unref'd timer, stopped at stop()).
        resolve(trackingRefs.service).start();
      }
      return kernel;
    } catch (error) {
      await closeMedia();
      await database.close();
      throw error;
    }
  }

  get knex() {
    return this.database.knex;
  }

  /** A kernel service (core's own or one of `coreServices`). */
  resolve<T>(ref: ServiceRef<T>): T {
    return this.container.resolve(ref.id);
  }

  /** A service as a plugin sees it, from that plugin's own container. */
  resolveFor<T>(pluginId: string, ref: ServiceRef<T>): T {
    const child = this.pluginContainers.get(pluginId);
    if (!child) throw new Error(`No plugin "${pluginId}" is loaded`);
    return child.resolve(ref.id);
  }

  /** A plugin hook's declared `deps`, resolved as the plugin sees them (demo seeding calls hooks from outside the kernel). */
  resolveDepsFor<D extends DepsMap>(pluginId: string, deps: D | undefined): ResolvedDeps<D> {
    const child = this.pluginContainers.get(pluginId);
    if (!child) throw new Error(`No plugin "${pluginId}" is loaded`);
    return resolveDeps(child, deps);
  }

  routeTable(): RouteInfo[] {
    return this.registry.routes.map(routeInfo);
  }

  /** Every registered socket event (each installed plugin's), with its permission. */
  realtimeTable(): RealtimeEventInfo[] {
    return this.registry.realtimeHandlers.map(realtimeEventInfo);
  }

  /** Starts the HTTP and realtime servers; port 0 picks a free port. */
  async listen(port: number, host?: string): Promise<AddressInfo> {
    if (this.server) throw new Error('The kernel is already listening');
    const server = http.createServer(this.app.callback());
    this.realtime.attach(server, this.resolve(sessionRefs.sessions), this.resolve(permissionRefs.permissionService), new RealtimeTokens(() => this.resolve(coreServices.secrets), this.resolve(coreServices.clock)));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    const address = server.address() as AddressInfo;
    this.resolve(siteRefs.publicSite).listeningOn(address.port);
    this.logger.info({ port: address.port, database: this.database.description, realtime: this.realtime.adapterKind, plugins: this.registry.plugins.map((p) => p.manifest.id) }, 'listening');
    return address;
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('The kernel is not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  /**
   * Graceful stop: no new connections, in-flight requests finish (up to the
   * grace period), sockets close, then the database closes. Safe to call twice.
   */
  stop(): Promise<void> {
    this.stopped ??= this.shutdown();
    return this.stopped;
  }

  private async shutdown(): Promise<void> {
    this.stopping = true;
    await this.realtime.close();
    const server = this.server;
    if (server) {
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), this.config.shutdownGraceMs);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
    }
    // Running jobs finish, and buffered tracking events are written, before the database they write to closes.
    await this.resolve(jobRefs.jobWorker).stop();
    await this.resolve(trackingRefs.service).stop();
    await this.resolve(contentRefs.visits).stop();
    await this.database.close();
    await this.closeMedia();
    this.logger.info('stopped');
  }
}
