/** A plugin tried to reach something its declaration does not list. */
export class PluginReachError extends Error {
  constructor(
    readonly pluginId: string,
    what: string,
  ) {
    super(`Plugin "${pluginId}" may not reach ${what}: its declared reach (package.json "lms.reach") does not list it`);
    this.name = 'PluginReachError';
  }
}
