import { queryOptions } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '@lms/sdk/web';
import { listSitePluginWeb, listSitePlugins } from '@lms/sdk/calls';

export const sitePluginQueries = {
  installed: (api: ApiClient) => queryOptions({ queryKey: ['site-plugins'], queryFn: async () => (await api.call(listSitePlugins)).plugins }),
};

/**
 * After a change the site restarts gracefully to load it: waits until the
 * running plugins' list answers again with `running` true or false for `id`
 * (at most `timeoutMs`), so the screen can say when the change is live.
 */
export async function waitForRestart(id: string, running: boolean, timeoutMs = 120_000): Promise<boolean> {
  // A client of its own: the refused connections while the server restarts are expected, not the session's end.
  const api = createApiClient();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    try {
      const { plugins } = await api.call(listSitePluginWeb);
      if (plugins.some((plugin) => plugin.id === id) === running) return true;
    } catch {
      // The server is between two kernels: ask again.
    }
  }
  return false;
}
