import type { PluginManifest } from '@lms/sdk';

/** What one room of the plugin (dashboard, tiles, drilldown, student insights, reports) adds to the manifest. */
export type PluginArea = Pick<PluginManifest, 'componentTypes' | 'routes' | 'services' | 'realtime' | 'jobs' | 'errors'>;
