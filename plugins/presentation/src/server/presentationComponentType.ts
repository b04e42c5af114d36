import { defineComponentType, trimUrlAndTitle } from '@lms/sdk';
import { presentationConfigSchema, type PresentationConfig } from '../schemas/presentationConfig.ts';

/**
 * The sample deck of Google's Slides API quickstart, readable by anyone with the link.
 * Presentations live on other sites by nature; offline, the View still shows
 * its caption and the link to open it.
 */
const SAMPLE_URL = 'https://docs.google.com/presentation/d/1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc/edit';

export const presentationComponentType = defineComponentType<PresentationConfig>({
  type: 'presentation',
  title: 'Presentation',
  configSchema: presentationConfigSchema,
  // The schema needs a URL and the kernel creates components from their defaults (merging a given config over them).
  defaults: { url: SAMPLE_URL },
  activity: { gradable: false },
  prepare: trimUrlAndTitle,
  searchableText: (config) => config.title ?? '',
  demo: { title: 'Slides to go through', config: { url: SAMPLE_URL, title: 'Sample presentation (Google Slides)' } },
});
