import type { PublicWeb } from '@lms/contract/services.ts';
import { PluginReachError } from './PluginReachError.ts';

/** The kernel's safe fetch, limited to the hosts a plugin declared (redirects are vetted by the safe fetch itself). */
export function scopedPublicWeb(publicWeb: PublicWeb, pluginId: string, hosts: readonly string[]): PublicWeb {
  const allowed = new Set(hosts);
  return {
    fetch(address, options) {
      let host: string;
      try {
        host = new URL(address).hostname;
      } catch {
        return publicWeb.fetch(address, options);
      }
      if (!allowed.has(host)) return Promise.reject(new PluginReachError(pluginId, `host "${host}"`));
      return publicWeb.fetch(address, options);
    },
  };
}
