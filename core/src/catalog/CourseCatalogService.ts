import type { Knex } from 'knex';
import type { CatalogHooks, CourseCatalog, CourseCatalogEntry } from '@lms/contract/courseCatalog.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { SessionUser } from '@lms/contract/user.ts';
import type { PermissionService } from '../permissions/PermissionService.ts';
import type { PluginDeps } from '../plugins/PluginDeps.ts';

/** The plugin keeping the catalog with its hooks: none or one (the registry refuses a second). */
export type PluginCatalogHooks = ReadonlyArray<{ pluginId: string; hooks: CatalogHooks }>;

export const NOT_IN_CATALOG = 'This course is not in the catalog.';

/**
 * `coreServices.courseCatalog` (contract/src/courseCatalog.ts): a listed
 * course's description through the `catalog` hooks of the plugin that keeps
 * the catalog. Who may change it is that plugin's `editPermission`, decided
 * here by the permission service like any route's.
 */
export class CourseCatalogService implements CourseCatalog {
  private readonly keeper: PluginCatalogHooks[number] | null;

  constructor(
    private readonly db: Knex,
    keepers: PluginCatalogHooks,
    private readonly pluginDeps: PluginDeps,
    private readonly permissions: PermissionService,
  ) {
    this.keeper = keepers[0] ?? null;
  }

  async entry(courseId: string, user: SessionUser): Promise<CourseCatalogEntry | null> {
    if (!this.keeper) return null;
    const { hooks } = this.keeper;
    const description = await this.db.transaction((trx) => hooks.description(courseId, this.context(trx)));
    if (description === null) return null;
    return { description, editable: await this.mayEdit(courseId, user), maxDescriptionLength: hooks.maxDescriptionLength };
  }

  async setDescription(courseId: string, description: string, user: SessionUser, trx: Knex.Transaction): Promise<{ before: string; after: string }> {
    if (!this.keeper) throw new LmsError('not-found', NOT_IN_CATALOG);
    const { hooks } = this.keeper;
    if (!(await this.mayEdit(courseId, user))) throw new LmsError('access-denied');
    const after = description.trim();
    if (after.length > hooks.maxDescriptionLength) throw LmsError.validation([{ field: 'description', message: `A description is at most ${hooks.maxDescriptionLength} characters.` }]);
    const context = this.context(trx);
    const before = await hooks.description(courseId, context);
    if (before === null || !(await hooks.setDescription(courseId, after, context))) throw new LmsError('not-found', NOT_IN_CATALOG);
    return { before, after };
  }

  private context(trx: Knex.Transaction) {
    return { trx, deps: this.pluginDeps.of(this.keeper!.pluginId, this.keeper!.hooks.deps) };
  }

  private async mayEdit(courseId: string, user: SessionUser): Promise<boolean> {
    try {
      await this.permissions.check(this.keeper!.hooks.editPermission, user, courseId);
      return true;
    } catch (error) {
      if (error instanceof LmsError) return false;
      throw error;
    }
  }
}
