/** A wrong manifest: start-up stops with this one line naming the plugin and the field. */
export class PluginManifestError extends Error {
  constructor(
    readonly pluginId: string,
    readonly field: string,
    problem: string,
  ) {
    super(`Plugin "${pluginId}": ${field}: ${problem.replace(/\s+/g, ' ').trim()}`);
    this.name = 'PluginManifestError';
  }
}
