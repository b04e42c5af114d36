import type { PluginManifest } from '@lms/contract/plugin.ts';
import { PluginManifestError } from '../PluginManifestError.ts';

/** An installed plugin serves calls only under its own prefix (`/server/<id>/...`): it cannot take over a kernel path. */
export function checkRoutesInReach(manifest: PluginManifest): void {
  const prefix = `${manifest.id}/`;
  manifest.routes?.forEach((route, index) => {
    if (!route.path.startsWith(prefix)) {
      throw new PluginManifestError(manifest.id, `routes[${index}].path`, `"${route.path}" is outside the plugin's own prefix "${prefix}" (an installed plugin serves calls only under it)`);
    }
  });
}
