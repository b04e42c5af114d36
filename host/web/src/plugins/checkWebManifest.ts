import type { RouteAccess, RouteEntry, WebPluginManifest } from '@lms/sdk/web';
import { SHELL_HEADER_ICONS } from '../header/shellHeaderEntries.ts';
import { isRoutePath, pathParamNames, routePathKey } from './routeKey.ts';
import { WebPluginManifestError } from './WebPluginManifestError.ts';

/** Who holds what so far: the spec's routes and the shell's own panels and entries, then each plugin's. */
export interface ManifestClaims {
  /** Every route by name: the spec's table, then the plugins' own. */
  routes: Map<string, RouteEntry>;
  /** 'the spec', or the plugin that declared the route. */
  routeOwners: Map<string, string>;
  /** Route name -> the plugin whose screen it shows. */
  screens: Map<string, string>;
  /** Panel id -> 'the shell' or a plugin id. */
  panels: Map<string, string>;
  /** Header entry id -> 'the shell' or a plugin id. */
  headerEntries: Map<string, string>;
  /** /routing/{route} route -> the plugin whose element it mounts. */
  routingElements: Map<string, string>;
}

const ACCESS: readonly RouteAccess[] = ['public', 'user', 'professor', 'manage', 'administrator', 'program-admin', 'site-admin'];
const AUDIENCES = ['student', 'professor', 'manager', 'everyone'];
const MODES = ['student', 'presentation', 'edit'];
const ID = /^[A-Za-z][A-Za-z0-9_.-]{0,59}$/;

function claim(owners: Map<string, string>, key: string, owner: string, fail: (problem: string) => never, what: string): void {
  const first = owners.get(key);
  if (first !== undefined) fail(`${what} is already ${first === 'the spec' || first === 'the shell' ? `${first}'s` : `provided by plugin "${first}"`}`);
  owners.set(key, owner);
}

function checkRoutes(manifest: WebPluginManifest, claims: ManifestClaims): void {
  const paths = new Map([...claims.routes.values()].map((entry) => [routePathKey(entry.path), entry.name]));
  (manifest.routes ?? []).forEach((entry, index) => {
    const at = `routes[${index}]`;
    const fail = (problem: string): never => {
      throw new WebPluginManifestError(manifest.id, at, problem);
    };
    if (typeof entry.name !== 'string' || !entry.name.startsWith(`${manifest.id}.`)) fail(`the name must start with "${manifest.id}." (a plugin's routes are namespaced by its id)`);
    if (!isRoutePath(entry.path)) fail(`"${String(entry.path)}" is not a route path like "/:courseId/my-notes"`);
    if (!ACCESS.includes(entry.access)) fail(`access must be one of ${ACCESS.join(', ')}`);
    claim(claims.routeOwners, entry.name, manifest.id, fail, `the route "${entry.name}"`);
    const clash = paths.get(routePathKey(entry.path));
    if (clash !== undefined) fail(`the path ${entry.path} is already the route "${clash}"'s`);
    paths.set(routePathKey(entry.path), entry.name);
    claims.routes.set(entry.name, entry);
    if (!manifest.screens?.[entry.name]) fail(`the route "${entry.name}" has no screen`);
  });
}

function checkScreens(manifest: WebPluginManifest, claims: ManifestClaims): void {
  const own = new Set((manifest.routes ?? []).map((entry) => entry.name));
  for (const name of Object.keys(manifest.screens ?? {})) {
    const fail = (problem: string): never => {
      throw new WebPluginManifestError(manifest.id, `screens.${name}`, problem);
    };
    const owner = claims.routeOwners.get(name);
    if (owner === undefined) fail(`unknown route "${name}" (declare it in routes with pluginRoute)`);
    if (owner !== 'the spec' && !own.has(name)) fail(`the route "${name}" is plugin "${owner}"'s`);
    claim(claims.screens, name, manifest.id, fail, `the screen for route "${name}"`);
  }
}

function checkPanelsAndEntries(manifest: WebPluginManifest, claims: ManifestClaims): void {
  for (const [id, panel] of Object.entries(manifest.panels ?? {})) {
    const fail = (problem: string): never => {
      throw new WebPluginManifestError(manifest.id, `panels.${id}`, problem);
    };
    if (!ID.test(id)) fail('a panel id is letters, digits, ".", "-" and "_"');
    if (typeof panel.title !== 'string' || !panel.title.trim() || !panel.icon || !panel.Panel) fail('a panel needs a title, an icon and a Panel');
    // A plugin's panel replaces the shell's own of the same id (part 1 §2's panels come from plugins).
    if (claims.panels.get(id) !== 'the shell') claim(claims.panels, id, manifest.id, fail, `the "${id}" panel`);
    else claims.panels.set(id, manifest.id);
  }
  (manifest.headerEntries ?? []).forEach((entry, index) => {
    const fail = (problem: string): never => {
      throw new WebPluginManifestError(manifest.id, `headerEntries[${index}]`, problem);
    };
    if (typeof entry.id !== 'string' || !ID.test(entry.id) || (SHELL_HEADER_ICONS as readonly string[]).includes(entry.id)) fail(`"${String(entry.id)}" cannot be a header entry id`);
    if (typeof entry.label !== 'string' || !entry.label.trim() || !entry.icon) fail('a header entry needs a label and an icon');
    if (entry.access !== undefined && !ACCESS.includes(entry.access)) fail(`access must be one of ${ACCESS.join(', ')}`);
    claim(claims.headerEntries, entry.id, manifest.id, fail, `the header entry "${entry.id}"`);
  });
  (manifest.courseMenu ?? []).forEach((entry, index) => {
    const fail = (problem: string): never => {
      throw new WebPluginManifestError(manifest.id, `courseMenu[${index}]`, problem);
    };
    if (typeof entry.label !== 'string' || !entry.label.trim()) fail('a course menu entry needs a label');
    if (!AUDIENCES.includes(entry.for)) fail(`for must be one of ${AUDIENCES.join(', ')}`);
    if (entry.modes?.some((mode) => !MODES.includes(mode))) fail(`modes are ${MODES.join(', ')}`);
  });
  (manifest.handledErrnos ?? []).forEach((errno, index) => {
    if (typeof errno !== 'string' || !errno.trim()) throw new WebPluginManifestError(manifest.id, `handledErrnos[${index}]`, 'must be an errno string');
  });
}

function checkRoutingElements(manifest: WebPluginManifest, claims: ManifestClaims): void {
  for (const [route, element] of Object.entries(manifest.routingElements ?? {})) {
    const fail = (problem: string): never => {
      throw new WebPluginManifestError(manifest.id, `routingElements.${route}`, problem);
    };
    if (!ID.test(route)) fail('a routing route is letters, digits, ".", "-" and "_"');
    if (!element) fail('a routing element needs a component');
    claim(claims.routingElements, route, manifest.id, fail, `the routing element "${route}"`);
  }
}

/** One manifest against the spec's routes and the plugins before it; records what it claims. */
export function checkWebManifest(manifest: WebPluginManifest, claims: ManifestClaims): void {
  checkRoutes(manifest, claims);
  checkScreens(manifest, claims);
  checkPanelsAndEntries(manifest, claims);
  checkRoutingElements(manifest, claims);
}

/** What entries point at, once every manifest is in: a header entry's panel or route, a course menu entry's route. */
export function checkEntryTargets(manifests: readonly WebPluginManifest[], claims: ManifestClaims): void {
  for (const manifest of manifests) {
    (manifest.headerEntries ?? []).forEach((entry, index) => {
      const fail = (problem: string): never => {
        throw new WebPluginManifestError(manifest.id, `headerEntries[${index}].opens`, problem);
      };
      if ('panel' in entry.opens && !claims.panels.has(entry.opens.panel)) fail(`no installed plugin has the panel "${entry.opens.panel}"`);
      if ('route' in entry.opens && !claims.routes.has(entry.opens.route)) fail(`unknown route "${entry.opens.route}"`);
    });
    (manifest.administrationEntries ?? []).forEach((entry, index) => {
      const fail = (problem: string): never => {
        throw new WebPluginManifestError(manifest.id, `administrationEntries[${index}]`, problem);
      };
      if (typeof entry.label !== 'string' || !entry.label.trim()) fail('an administration entry needs a label');
      if (entry.access !== undefined && !ACCESS.includes(entry.access)) fail(`access must be one of ${ACCESS.join(', ')}`);
      const route = claims.routes.get(entry.route);
      if (!route) fail(`unknown route "${entry.route}"`);
      if (pathParamNames(route!.path).length > 0) fail(`the route "${entry.route}" must take no parameter`);
    });
    (manifest.courseMenu ?? []).forEach((entry, index) => {
      const fail = (problem: string): never => {
        throw new WebPluginManifestError(manifest.id, `courseMenu[${index}].route`, problem);
      };
      const route = claims.routes.get(entry.route);
      if (!route) fail(`unknown route "${entry.route}"`);
      const params = pathParamNames(route!.path);
      if (params.length !== 1 || params[0] !== 'courseId') fail(`the route "${entry.route}" must take the course id and nothing else`);
    });
  }
}
