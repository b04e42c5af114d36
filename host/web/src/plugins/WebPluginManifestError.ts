/** A wrong web manifest: the shell shows this one line naming the plugin and the field instead of the app. */
export class WebPluginManifestError extends Error {
  override name = 'WebPluginManifestError';

  constructor(pluginId: string, field: string, problem: string) {
    super(`Plugin "${pluginId}": ${field}: ${problem}`);
  }
}
