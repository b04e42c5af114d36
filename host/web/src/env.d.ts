/// <reference types="vite/client" />

/** The id of this build, compared with the served page's to detect a new release. */
declare const __LMS_BUILD__: string;

declare module 'virtual:lms-plugins' {
  import type { WebPluginManifest } from '@lms/sdk/web';
  /** One loader per installed plugin with a web entry (host/lms.config.json), each its own chunk. */
  export const webPluginLoaders: { package: string; load: () => Promise<{ default: WebPluginManifest }> }[];
}
