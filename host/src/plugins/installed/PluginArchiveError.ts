/** A plugin package an administrator cannot install, with the reason in one sentence (answered as 422 `invalid-plugin`). */
export class PluginArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PluginArchiveError';
  }
}
