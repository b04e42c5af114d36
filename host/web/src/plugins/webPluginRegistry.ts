import type { ComponentType } from 'react';
import { ROUTE_TABLE, type AdministrationEntry, type CourseMenuEntry, type HeaderEntry, type RouteEntry, type WebComponentType, type WebPanel, type WebPluginManifest } from '@lms/sdk/web';
import { SHELL_HEADER_ENTRIES } from '../header/shellHeaderEntries.ts';
import { SHELL_PANELS } from '../panels/shellPanels.ts';
import { routedScreen, type RoutedScreen } from '../router/routedScreen.ts';
import { checkEntryTargets, checkWebManifest, type ManifestClaims } from './checkWebManifest.ts';
import { WebPluginManifestError } from './WebPluginManifestError.ts';

/** A right panel together with the plugin that contributes it. */
export interface ContributedPanel extends WebPanel {
  id: string;
  pluginId: string;
}

/** What a plugin contributes to the header or the course menu, with its plugin. */
export type Contributed<T> = T & { pluginId: string };

/** The installed plugins' web manifests, indexed the way the shell looks them up. */
export interface WebPluginRegistry {
  manifests: ReadonlyMap<string, WebPluginManifest>;
  /** The plugins' own routes (beside the spec's table). */
  routes: readonly RouteEntry[];
  /** A route of the spec's table or of a plugin, by name. */
  route(name: string): RouteEntry | undefined;
  /** The plugin screen for a route name, if a plugin provides one. */
  screen(routeName: string): RoutedScreen | undefined;
  /** The element /routing/{route} mounts for a route, if a plugin maps it. */
  routingElement(route: string): ComponentType | undefined;
  /** The View and Editor of a component type, if its plugin is installed. */
  componentType(pluginId: string | null, type: string): WebComponentType | undefined;
  panel(id: string): ContributedPanel | undefined;
  /** The contributed right panels, in the plugins' order. */
  panels: readonly ContributedPanel[];
  headerEntries: readonly Contributed<HeaderEntry>[];
  courseMenu: readonly Contributed<CourseMenuEntry>[];
  /** The plugins' administration screens, by `order` then the plugins' order. */
  administrationEntries: readonly Contributed<AdministrationEntry>[];
  /** Errnos the plugins' screens handle themselves (the global error rule leaves the session alone). */
  handledErrnos: ReadonlySet<string>;
}

/**
 * Indexes the manifests, checking each against the spec's routes and the
 * plugins before it (checkWebManifest): a wrong manifest throws one line naming
 * the plugin, which the shell shows instead of the app. `sources` names the
 * package each manifest came from, for a duplicate id.
 */
export function createWebPluginRegistry(manifests: readonly WebPluginManifest[], sources: readonly string[] = []): WebPluginRegistry {
  const byId = new Map<string, WebPluginManifest>();
  const packages = new Map<string, string>();
  const claims: ManifestClaims = {
    routes: new Map(ROUTE_TABLE.map((entry) => [entry.name, entry])),
    routeOwners: new Map(ROUTE_TABLE.map((entry) => [entry.name, 'the spec'])),
    screens: new Map(),
    panels: new Map(Object.keys(SHELL_PANELS).map((id) => [id, 'the shell'])),
    headerEntries: new Map(SHELL_HEADER_ENTRIES.map((entry) => [entry.id, 'the shell'])),
    routingElements: new Map(),
  };
  const screens = new Map<string, RoutedScreen>();
  const panels: ContributedPanel[] = [];
  const headerEntries: Contributed<HeaderEntry>[] = [];
  const courseMenu: Contributed<CourseMenuEntry>[] = [];
  const administrationEntries: Contributed<AdministrationEntry>[] = [];
  const handledErrnos = new Set<string>();
  const routingElements = new Map<string, ComponentType>();

  manifests.forEach((manifest, index) => {
    const source = sources[index] ?? manifest.id;
    const firstSource = packages.get(manifest.id);
    if (firstSource !== undefined) throw new WebPluginManifestError(manifest.id, 'id', `two web plugins use this id: ${firstSource} and ${source}`);
    packages.set(manifest.id, source);
    byId.set(manifest.id, manifest);
    checkWebManifest(manifest, claims);
    const pluginId = manifest.id;
    for (const name of Object.keys(manifest.screens ?? {})) {
      const Screen = manifest.screens && routedScreen(manifest.screens, name);
      if (Screen) screens.set(name, Screen);
    }
    for (const [id, panel] of Object.entries(manifest.panels ?? {})) panels.push({ ...panel, id, pluginId });
    for (const entry of manifest.headerEntries ?? []) headerEntries.push({ ...entry, pluginId });
    for (const entry of manifest.courseMenu ?? []) courseMenu.push({ ...entry, pluginId });
    for (const entry of manifest.administrationEntries ?? []) administrationEntries.push({ ...entry, pluginId });
    for (const errno of manifest.handledErrnos ?? []) handledErrnos.add(errno);
    for (const [route, element] of Object.entries(manifest.routingElements ?? {})) routingElements.set(route, element);
  });
  // Entries may point at what a later plugin declares: checked once every manifest is in.
  checkEntryTargets(manifests, claims);

  const routes = [...claims.routes.values()].filter((entry) => claims.routeOwners.get(entry.name) !== 'the spec');
  return {
    manifests: byId,
    routes,
    route: (name) => claims.routes.get(name),
    screen: (routeName) => screens.get(routeName),
    routingElement: (route) => routingElements.get(route),
    componentType: (pluginId, type) => (pluginId === null ? undefined : byId.get(pluginId)?.components?.[type]),
    panel: (id) => panels.find((panel) => panel.id === id),
    panels,
    headerEntries,
    courseMenu,
    // A stable sort: equal orders keep the plugins' order.
    administrationEntries: [...administrationEntries].sort((a, b) => (a.order ?? 100) - (b.order ?? 100)),
    handledErrnos,
  };
}
