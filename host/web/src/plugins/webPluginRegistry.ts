import { RIGHT_PANELS, type RightPanelId, type WebComponentType, type WebPanel, type WebPluginManifest } from '@lms/sdk/web';
import { routedScreen, type RoutedScreen } from '../router/routedScreen.ts';

/** A right panel together with the plugin that contributes it. */
export interface ContributedPanel extends WebPanel {
  id: RightPanelId;
  pluginId: string;
}

/** The installed plugins' web manifests, indexed the way the shell looks them up. */
export interface WebPluginRegistry {
  manifests: ReadonlyMap<string, WebPluginManifest>;
  /** The plugin screen for a route name, if a plugin provides one. */
  screen(routeName: string): RoutedScreen | undefined;
  /** The View and Editor of a component type, if its plugin is installed. */
  componentType(pluginId: string | null, type: string): WebComponentType | undefined;
  panel(id: RightPanelId): ContributedPanel | undefined;
  /** The contributed right panels, in the spec's order. */
  panels: readonly ContributedPanel[];
}

export class WebPluginConflictError extends Error {
  override name = 'WebPluginConflictError';
}

/** Records who claimed what, failing on a second claimant (the shell cannot pick one silently). */
function claimOnce(owners: Map<string, string>, key: string, owner: string, what: string): void {
  const first = owners.get(key);
  if (first !== undefined) throw new WebPluginConflictError(`Two web plugins provide ${what}: "${first}" and "${owner}".`);
  owners.set(key, owner);
}

/**
 * Indexes the manifests. Two manifests with one id, or two plugins claiming one
 * screen or panel, is an error naming both. `sources` names the package each
 * manifest came from, for that message.
 */
export function createWebPluginRegistry(manifests: readonly WebPluginManifest[], sources: readonly string[] = []): WebPluginRegistry {
  const byId = new Map<string, WebPluginManifest>();
  const packages = new Map<string, string>();
  const screenOwners = new Map<string, string>();
  const panelOwners = new Map<string, string>();
  const screens = new Map<string, RoutedScreen>();
  const panels = new Map<RightPanelId, ContributedPanel>();

  manifests.forEach((manifest, index) => {
    const source = sources[index] ?? manifest.id;
    const firstSource = packages.get(manifest.id);
    if (firstSource !== undefined) throw new WebPluginConflictError(`Two web plugins use the id "${manifest.id}": ${firstSource} and ${source}.`);
    packages.set(manifest.id, source);
    byId.set(manifest.id, manifest);
    const manifestScreens = manifest.screens ?? {};
    for (const name of Object.keys(manifestScreens)) {
      const Screen = routedScreen(manifestScreens, name);
      if (!Screen) continue;
      claimOnce(screenOwners, name, manifest.id, `the screen for route "${name}"`);
      screens.set(name, Screen);
    }
    for (const id of RIGHT_PANELS) {
      const panel = manifest.panels?.[id];
      if (!panel) continue;
      claimOnce(panelOwners, id, manifest.id, `the "${id}" panel`);
      panels.set(id, { ...panel, id, pluginId: manifest.id });
    }
  });

  return {
    manifests: byId,
    screen: (routeName) => screens.get(routeName),
    componentType: (pluginId, type) => (pluginId === null ? undefined : byId.get(pluginId)?.components?.[type]),
    panel: (id) => panels.get(id),
    panels: RIGHT_PANELS.flatMap((id) => panels.get(id) ?? []),
  };
}
