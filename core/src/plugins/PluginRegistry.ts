import semver from 'semver';
import type { PluginReach } from './reach/PluginReach.ts';
import { checkRoutesInReach } from './reach/checkRoutesInReach.ts';
import type { PluginManifest } from '@lms/contract/plugin.ts';
import { ERROR_CATALOGUE, type ErrnoDeclaration } from '@lms/contract/errors/catalogue.ts';
import type { ComponentTypeDefinition } from '@lms/contract/componentType.ts';
import type { RouteDefinition } from '@lms/contract/route.ts';
import { compileAnswer, type AnswerWriter } from '../http/answerWriter.ts';
import type { RealtimeHandlerDefinition } from '@lms/contract/realtime.ts';
import type { MigrationSet } from '../database/migrations.ts';
import { SchemaValidator, type Validate } from '../validation/SchemaValidator.ts';
import { PluginManifestError } from './PluginManifestError.ts';
import { validateManifest } from './validateManifest.ts';

/** A plugin as the host lists it: its manifest and the configuration given to it. */
export interface PluginEntry {
  manifest: unknown;
  config?: Record<string, unknown>;
  /** Where it came from (package name), for messages when the manifest has no id. */
  source?: string;
  /** Set for a plugin an administrator installed: what it declared it reaches, enforced (reach/). */
  reach?: PluginReach;
}

export interface LoadedPlugin {
  manifest: PluginManifest;
  config: Readonly<Record<string, unknown>>;
  reach?: PluginReach;
}

export interface RegisteredComponentType {
  pluginId: string;
  definition: ComponentTypeDefinition<Record<string, unknown>>;
  validateConfig: Validate;
}

export interface RegisteredRoute {
  /** "core" or the plugin id. */
  owner: string;
  definition: RouteDefinition;
  validateBody: Validate | null;
  validateQuery: Validate | null;
  /** How its answer is written: JSON through the call's answer schema, nothing, or streamed bytes. */
  answer: AnswerWriter;
}

export interface RegisteredRealtimeHandler {
  pluginId: string;
  /** The wire name: `${pluginId}:${event}`. */
  wireEvent: string;
  definition: RealtimeHandlerDefinition<unknown, never>;
  validatePayload: Validate | null;
}

/** An errno of the merged catalogue: the kernel's own, or a plugin's declared one. */
export interface CatalogueErrno extends ErrnoDeclaration {
  /** "core" or the plugin id. */
  owner: string;
}

/** Two paths that match the same requests: parameters are anonymous, trailing slashes optional. */
function routeKey(method: string, path: string): string {
  return `${method} ${path.replace(/\/$/, '').replace(/:[a-zA-Z0-9]+/g, ':')}`;
}

/** Orders plugins so each comes after the plugins it depends on. */
function dependencyOrder(plugins: LoadedPlugin[]): LoadedPlugin[] {
  const byId = new Map(plugins.map((p) => [p.manifest.id, p]));
  const ordered: LoadedPlugin[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (plugin: LoadedPlugin): void => {
    const id = plugin.manifest.id;
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') throw new PluginManifestError(id, 'dependsOn', 'dependency cycle');
    state.set(id, 'visiting');
    for (const [depId, range] of Object.entries(plugin.manifest.dependsOn ?? {})) {
      const dep = byId.get(depId);
      if (!dep) throw new PluginManifestError(id, `dependsOn.${depId}`, `plugin "${depId}" is not installed`);
      if (!semver.satisfies(dep.manifest.version, range)) {
        throw new PluginManifestError(id, `dependsOn.${depId}`, `needs ${range}, installed ${dep.manifest.version}`);
      }
      visit(dep);
    }
    state.set(id, 'done');
    ordered.push(plugin);
  };
  plugins.forEach(visit);
  return ordered;
}

/**
 * Everything the installed plugins contribute, checked once at start-up:
 * each manifest on its own, then across plugins (duplicate ids, component
 * types and routes, dependencies and their versions, configuration).
 */
export class PluginRegistry {
  readonly plugins: LoadedPlugin[];
  readonly componentTypes = new Map<string, RegisteredComponentType>();
  readonly routes: RegisteredRoute[] = [];
  readonly realtimeHandlers: RegisteredRealtimeHandler[] = [];
  /** The kernel's error catalogue with every plugin's declared errnos merged in. */
  readonly errorCatalogue = new Map<string, CatalogueErrno>(Object.entries(ERROR_CATALOGUE).map(([errno, entry]) => [errno, { ...entry, owner: 'core' }]));

  constructor(
    entries: PluginEntry[],
    coreRoutes: RouteDefinition[],
    readonly validator = new SchemaValidator(),
    /** Check every answer against its schema before it is sent (KernelConfig.checkAnswers). */
    private readonly checkAnswers = false,
  ) {
    const loaded: LoadedPlugin[] = [];
    const ids = new Set<string>();
    entries.forEach((entry, index) => {
      const manifest = validateManifest(entry.manifest, validator, entry.source ?? `plugins[${index}]`);
      if (ids.has(manifest.id)) throw new PluginManifestError(manifest.id, 'id', 'two installed plugins have this id');
      ids.add(manifest.id);
      if (entry.reach) checkRoutesInReach(manifest);
      loaded.push({ manifest, config: this.checkConfig(manifest, entry.config ?? {}), ...(entry.reach ? { reach: entry.reach } : {}) });
    });
    this.plugins = dependencyOrder(loaded);

    const routeOwners = new Map<string, string>();
    const addRoute = (owner: string, definition: RouteDefinition, field: string): void => {
      const key = routeKey(definition.method, definition.path);
      const existing = routeOwners.get(key);
      if (existing) throw new PluginManifestError(owner, field, `${definition.method} ${definition.path} is already registered by ${existing}`);
      routeOwners.set(key, owner);
      this.routes.push({
        owner,
        definition,
        validateBody: definition.body ? validator.compile(definition.body) : null,
        validateQuery: definition.query ? validator.compile(definition.query, { coerce: true }) : null,
        answer: compileAnswer(definition.answer, { check: this.checkAnswers }),
      });
    };
    coreRoutes.forEach((route, index) => addRoute('core', route, `routes[${index}]`));

    let catalogKeeper: string | null = null;
    for (const { manifest } of this.plugins) {
      manifest.componentTypes?.forEach((definition, index) => {
        const existing = this.componentTypes.get(definition.type);
        if (existing) {
          throw new PluginManifestError(manifest.id, `componentTypes[${index}].type`, `"${definition.type}" is already provided by plugin "${existing.pluginId}"`);
        }
        this.componentTypes.set(definition.type, {
          pluginId: manifest.id,
          definition,
          validateConfig: validator.compile(definition.configSchema),
        });
      });
      manifest.routes?.forEach((route, index) => addRoute(manifest.id, route, `routes[${index}].path`));
      const events = new Set<string>();
      manifest.realtime?.forEach((definition, index) => {
        if (events.has(definition.event)) throw new PluginManifestError(manifest.id, `realtime[${index}].event`, `"${definition.event}" is declared twice`);
        events.add(definition.event);
        this.realtimeHandlers.push({
          pluginId: manifest.id,
          wireEvent: `${manifest.id}:${definition.event}`,
          definition,
          validatePayload: definition.payload ? validator.compile(definition.payload) : null,
        });
      });
      for (const [errno, declaration] of Object.entries(manifest.errors ?? {})) {
        const existing = this.errorCatalogue.get(errno);
        if (existing) throw new PluginManifestError(manifest.id, `errors.${errno}`, existing.owner === 'core' ? 'is a kernel errno (throw it without declaring it)' : `is already declared by plugin "${existing.owner}"`);
        this.errorCatalogue.set(errno, { status: declaration.status, message: declaration.message, owner: manifest.id });
      }
      if (manifest.catalog) {
        if (catalogKeeper) throw new PluginManifestError(manifest.id, 'catalog', `the course catalog is already kept by plugin "${catalogKeeper}"`);
        catalogKeeper = manifest.id;
      }
      const serviceIds = new Set<string>();
      manifest.services?.forEach((service, index) => {
        if (serviceIds.has(service.ref.id)) throw new PluginManifestError(manifest.id, `services[${index}].ref`, `"${service.ref.id}" is registered twice`);
        serviceIds.add(service.ref.id);
      });
    }
  }

  private checkConfig(manifest: PluginManifest, config: Record<string, unknown>): Readonly<Record<string, unknown>> {
    if (!manifest.configSchema) {
      if (Object.keys(config).length > 0) throw new PluginManifestError(manifest.id, 'config', 'this plugin takes no configuration');
      return Object.freeze({});
    }
    const copy = structuredClone(config);
    const errors = this.validator.compile(manifest.configSchema)(copy);
    if (errors) throw new PluginManifestError(manifest.id, `config.${errors[0]?.field || '(root)'}`, errors[0]?.message ?? 'is invalid');
    return Object.freeze(copy);
  }

  componentType(type: string): RegisteredComponentType | undefined {
    return this.componentTypes.get(type);
  }

  migrationSets(coreDirectory: string): MigrationSet[] {
    return [
      { owner: 'core', directory: coreDirectory },
      ...this.plugins.filter((p) => p.manifest.migrations).map((p) => ({ owner: p.manifest.id, directory: p.manifest.migrations as string })),
    ];
  }
}
