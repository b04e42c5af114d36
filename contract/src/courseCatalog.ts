import type { Knex } from 'knex';
import type { Permission } from './permissions.ts';
import type { DepsMap, ResolvedDeps } from './serviceRef.ts';
import type { SessionUser } from './user.ts';

export interface CatalogHookContext<D extends DepsMap = DepsMap> {
  /** The caller's transaction: a read sees its writes, a write stands or falls with them. */
  trx: Knex.Transaction;
  /** The hooks' `deps`, resolved from the plugin's own container. */
  deps: ResolvedDeps<D>;
}

/**
 * The `catalog` extension point: a plugin that keeps a catalog of courses,
 * each with a description (the adoptions plugin's adoption catalog), lets
 * other plugins read and replace a listed course's description through
 * `coreServices.courseCatalog`, inside their own transaction. One plugin of
 * an installation may keep the catalog.
 */
export interface CatalogHooks<D extends DepsMap = DepsMap> {
  /** The services the hooks use, by name (the plugin's own and `coreServices`). */
  deps?: D;
  /** Who may change a description, as a route's permission: the catalog's own rule. */
  editPermission: Permission;
  /** The longest description the catalog keeps. */
  maxDescriptionLength: number;
  /** The course's description, or null when the course is not in the catalog. */
  description(courseId: string, context: CatalogHookContext<D>): Promise<string | null>;
  /** Replaces a listed course's description (already trimmed and within the length); answers false when the course is not listed. */
  setDescription(courseId: string, description: string, context: CatalogHookContext<D>): Promise<boolean>;
}

/** A listed course's catalog entry as one user may use it. */
export interface CourseCatalogEntry {
  description: string;
  /** Whether this user may replace it (the catalog's `editPermission`). */
  editable: boolean;
  maxDescriptionLength: number;
}

/**
 * `coreServices.courseCatalog`: the installation's course catalog, whichever
 * plugin keeps it (its `catalog` hooks), or none.
 */
export interface CourseCatalog {
  /** The course's entry for `user`; null when no plugin keeps a catalog or the course is not listed. */
  entry(courseId: string, user: SessionUser): Promise<CourseCatalogEntry | null>;
  /**
   * Replaces the course's description in `trx` (trimmed): throws access-denied
   * when `user` may not, not-found when the course is not listed (or no plugin
   * keeps a catalog), a validation error on `description` when it is too long.
   * Answers the description it replaced.
   */
  setDescription(courseId: string, description: string, user: SessionUser, trx: Knex.Transaction): Promise<{ before: string; after: string }>;
}

/** Types the hooks' context from their `deps`, as `defineService` does for a service. */
export function defineCatalogHooks<D extends DepsMap = Record<string, never>>(hooks: CatalogHooks<D>): CatalogHooks<D> {
  return hooks;
}
