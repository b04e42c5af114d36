import type { TSchema } from '@sinclair/typebox';
import type { ComponentTypeDefinition } from './componentType.ts';
import type { CatalogHooks } from './courseCatalog.ts';
import type { RouteDefinition } from './route.ts';
import type { RealtimeHandlerDefinition } from './realtime.ts';
import type { DepsMap, ResolvedDeps, ServiceDefinition } from './serviceRef.ts';
import type { JobDefinition } from './job.ts';
import type { StartCheckDefinition } from './startCheck.ts';
import type { Knex } from 'knex';
import type { SessionUser } from './user.ts';
import type { ErrnoDeclarations } from './errors/catalogue.ts';
import type { AdministeredPayment } from './accountAdministration.ts';

/** The version of the kernel API plugins are written against. */
export const KERNEL_API_VERSION = '1.0.0';

/**
 * Everything a server-side plugin contributes, declared in one object.
 * The kernel validates it at start-up; a wrong manifest stops start-up with
 * one line naming the plugin and the field.
 */
export interface PluginManifest {
  /** Lowercase id, also the prefix of the plugin's tables and realtime events. */
  id: string;
  /** The plugin's own semver version. */
  version: string;
  /** The kernel API range the plugin was built for, e.g. "^1". */
  kernel: string;
  /** Plugins this one needs, by id, with a semver range each. */
  dependsOn?: Record<string, string>;
  /**
   * TypeBox schema of the plugin's configuration (from the host config): the
   * `schema` of its `definePluginConfig`, whose `ref` its services read it through.
   */
  configSchema?: TSchema;
  // Each entry has its own config, body and deps types, so the lists hold `any` on purpose.
  componentTypes?: ComponentTypeDefinition<any, any>[];
  routes?: RouteDefinition[];
  /** Absolute path (or file: URL) of the plugin's knex migrations folder. */
  migrations?: string;
  services?: ServiceDefinition<any, any>[];
  realtime?: RealtimeHandlerDefinition<any, any>[];
  /** Job kinds the plugin queues through `coreServices.jobs` and the kernel's workers run. */
  jobs?: JobDefinition<any, any>[];
  /** What the plugin adds to the demo installation (`npm start`), beside its component types' demos. */
  demo?: PluginDemo<any>;
  /** Called by the kernel's account flows. */
  accounts?: AccountHooks<any>;
  /** What the plugin adds to a student's course cards (`GET dashboard/`). */
  progress?: ProgressHooks<any>;
  /** The course catalog the plugin keeps (contract/src/courseCatalog.ts); one plugin of an installation at most. */
  catalog?: CatalogHooks<any>;
  /** Run once at start-up (see StartCheckDefinition). */
  startChecks?: StartCheckDefinition<any>[];
  /**
   * Where the plugin's views frame pages from (its embed providers, e.g.
   * `https://www.youtube-nocookie.com`; see isEmbedSource): the page's CSP
   * allows frames from these and nowhere else. The operator may narrow the list (LMS_FRAME_SOURCES).
   */
  embedOrigins?: string[];
  /**
   * The plugin's own errnos with their status and default message (`defineErrnos`),
   * merged into the kernel's error catalogue; an errno the kernel or another plugin
   * has stops start-up. Throw them with `LmsError.declared(errnos, 'name')`.
   */
  errors?: ErrnoDeclarations;
}

/** What a professor gave at registration about the course they will teach (part 1 §3 Professor registration payload). */
export interface ProfessorRegistered {
  userId: string;
  /** The course the registration named (/professor_registration/{id}, a catalog course), if any. */
  courseId: string | null;
  /** 'Course name and number'. */
  courseTitle: string | null;
  /** yyyy-mm-dd. */
  courseStartDate: string | null;
  courseEnrollment: string | null;
}

export interface AccountHookContext<D extends DepsMap = DepsMap> {
  /** The registration's transaction: what the hook writes exists only if the account does. */
  trx: Knex.Transaction;
  /** The hooks' `deps`, resolved from the plugin's own container. */
  deps: ResolvedDeps<D>;
}

export interface AccountHooks<D extends DepsMap = DepsMap> {
  /** The services the hooks use, by name (the plugin's own and `coreServices`). */
  deps?: D;
  /** A professor account was created (verified or waiting for its email validation); a failure fails the registration. */
  professorRegistered?(registration: ProfessorRegistered, context: AccountHookContext<D>): Promise<void>;
  /**
   * A site administrator refunds a payment row (part 3 §7 `utils/refund`): the
   * plugin that took the payment (its `paymentType` and `providerRef` are the
   * plugin's own) refunds it at its provider and answers the provider's refund
   * reference; any other plugin answers null. Called before the row is marked
   * refunded, outside any transaction: it must be safe to call again for the
   * same payment (an idempotency key of the payment id).
   */
  refundPayment?(payment: AdministeredPayment, context: { deps: ResolvedDeps<D> }): Promise<string | null>;
}

export interface ProgressHookContext<D extends DepsMap = DepsMap> {
  /** The hooks' `deps`, resolved from the plugin's own container. */
  deps: ResolvedDeps<D>;
}

export interface ProgressHooks<D extends DepsMap = DepsMap> {
  /** The services the hooks use, by name (the plugin's own and `coreServices`). */
  deps?: D;
  /**
   * The student's current score (percent) in each of these courses they take, as they may
   * see it; a course left out or null shows none (nothing counts yet, or totals are hidden
   * from students). A fixed number of reads per course, whatever the class size.
   */
  currentScores(userId: string, courseIds: readonly string[], context: ProgressHookContext<D>): Promise<Record<string, number | null>>;
}

/** What a plugin's demo `seed` gets. */
export interface PluginDemoContext<D extends DepsMap = DepsMap> {
  /** The demo course every demo account is in. */
  courseId: string;
  /** A demo course that asks a payment; no demo account has paid for it. */
  paidCourseId: string;
  administrator: SessionUser;
  instructor: SessionUser;
  /** The demo's program administrator (in no course); absent where a test builds the context by hand. */
  programAdministrator?: SessionUser;
  /** The demo course's student accounts, in the order the installer lists them. */
  students: SessionUser[];
  /**
   * The components this run of the installer made in the demo course, their
   * ids by type (a type's demo, the built-in pages' components). Empty when the
   * demo course existed already: a demo that works on its components (takes
   * its quiz for the students) does so once, on the run that made them.
   */
  createdComponents: Readonly<Record<string, readonly string[]>>;
  /** The demo's `deps`, resolved from the plugin's own container. */
  deps: ResolvedDeps<D>;
}

export interface PluginDemo<D extends DepsMap = DepsMap> {
  /** The services `seed` uses, by name (the plugin's own and `coreServices`). */
  deps?: D;
  /**
   * Fills the plugin's own tables for the demo. Runs at every start with the
   * demo on, so it must change nothing that already exists. Answers lines to
   * print under the demo logins (codes to try, addresses to open), or none.
   */
  seed(context: PluginDemoContext<D>): Promise<string[]>;
}

/** Types the hooks' context from their `deps`, as `defineService` does for a service. */
export function defineAccountHooks<D extends DepsMap = Record<string, never>>(hooks: AccountHooks<D>): AccountHooks<D> {
  return hooks;
}

/** Types the hooks' context from their `deps`, as `defineService` does for a service. */
export function defineProgressHooks<D extends DepsMap = Record<string, never>>(hooks: ProgressHooks<D>): ProgressHooks<D> {
  return hooks;
}

export function definePluginDemo<D extends DepsMap = Record<string, never>>(demo: PluginDemo<D>): PluginDemo<D> {
  return demo;
}

export function definePlugin(manifest: PluginManifest): PluginManifest {
  return manifest;
}
