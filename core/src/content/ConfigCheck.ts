import type { Knex } from 'knex';
import { LmsError, type FieldError } from '@lms/contract/errors/LmsError.ts';
import { toSessionUser, type UserRow } from '../users/userRow.ts';
import { mediaReferences } from '../media/mediaReferences.ts';
import type { MediaReferenceCheck } from '../media/MediaReferenceCheck.ts';
import type { RegisteredComponentType } from '../plugins/PluginRegistry.ts';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import type { PluginDeps } from '../plugins/PluginDeps.ts';

/**
 * How a component's config is checked before it is stored, one way for every
 * writer (a component save, the activity settings list): the type's schema,
 * its `prepare` (which may refuse with the type's own save rules), what it
 * `becomes`, and the ids it carries. Errors have `config/...` fields.
 */
export class ConfigCheck {
  constructor(
    private readonly db: Knex,
    private readonly catalogue: ComponentTypeCatalogue,
    private readonly mediaCheck: MediaReferenceCheck,
    private readonly pluginDeps: PluginDeps,
  ) {}

  /** Validates a whole config with the plugin's schema and normalises it; throws 422 with `config/...` fields. */
  async checkedConfig(registered: RegisteredComponentType, config: Record<string, unknown>): Promise<Record<string, unknown>> {
    const errors = registered.validateConfig(config);
    if (errors) {
      throw LmsError.validation(errors.map((error): FieldError => ({ field: error.field ? `config/${error.field}` : 'config', message: error.message })));
    }
    const prepared = registered.definition.prepare ? await registered.definition.prepare(structuredClone(config)) : config;
    if (registered.validateConfig(prepared)) throw new Error(`Plugin "${registered.pluginId}": prepare() returned a config its own schema rejects`);
    return prepared;
  }

  /**
   * The type and config a checked config is stored as: the type's own, or the
   * one its `becomes` names when that type is installed and has no page rules
   * (which a change of type could break), checked by that type.
   */
  async storedAs(registered: RegisteredComponentType, config: Record<string, unknown>): Promise<{ registered: RegisteredComponentType; config: Record<string, unknown> }> {
    const next = registered.definition.becomes?.(config);
    const target = next ? this.catalogue.componentType(next.type) : undefined;
    if (!next || !target || target === registered || target.definition.pageRules) return { registered, config };
    return { registered: target, config: await this.checkedConfig(target, next.config) };
  }

  /**
   * Issue 14: the ids a config carries (library files, the plugin's own objects)
   * checked with the author's rights, as reading each directly; 422 otherwise.
   * What the stored config named (`previous`) stays. Reads with the kernel's
   * and the plugin's own connections: call it outside a transaction.
   */
  async checkReferences(registered: RegisteredComponentType, config: Record<string, unknown>, courseId: string, authorId: string, previous: Record<string, unknown> | null): Promise<void> {
    const own = registered.definition.checkReferences;
    if (!own && !mediaReferences(config).length) return;
    const row = (await this.db<UserRow>('users').where({ id: authorId }).first()) as UserRow | undefined;
    if (!row) throw new Error(`No author ${authorId}`);
    const author = toSessionUser(row);
    const errors = await this.mediaCheck.errors(author, config, previous, 'config');
    if (own) {
      const deps = this.pluginDeps.of(registered.pluginId, registered.definition.deps);
      const found = await own(config, { courseId, author, previous, deps });
      errors.push(...found.map((error): FieldError => ({ ...error, field: error.field ? `config/${error.field}` : 'config' })));
    }
    if (errors.length) throw LmsError.validation(errors);
  }

  /**
   * The type's `lockReferences` in the save's transaction `trx` (before the
   * save writes anything): its locks taken, its field errors a 422 with
   * `config/...` fields. Reads only through `trx`.
   */
  async lockReferences(
    trx: Knex.Transaction,
    registered: RegisteredComponentType,
    config: Record<string, unknown>,
    courseId: string,
    authorId: string,
    previous: Record<string, unknown> | null,
  ): Promise<void> {
    const own = registered.definition.lockReferences;
    if (!own) return;
    const row = (await trx<UserRow>('users').where({ id: authorId }).first()) as UserRow | undefined;
    if (!row) throw new Error(`No author ${authorId}`);
    const deps = this.pluginDeps.of(registered.pluginId, registered.definition.deps);
    const found = await own(trx, config, { courseId, author: toSessionUser(row), previous, deps });
    if (found.length) throw LmsError.validation(found.map((error): FieldError => ({ ...error, field: error.field ? `config/${error.field}` : 'config' })));
  }
}
