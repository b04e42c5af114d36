import type { PluginManifest } from '@lms/sdk';

/** What one room of the plugin (projects, rubrics, speed grading, comments) adds to the manifest. */
export type PluginArea = Pick<PluginManifest, 'componentTypes' | 'routes' | 'services' | 'realtime' | 'jobs' | 'errors'>;
