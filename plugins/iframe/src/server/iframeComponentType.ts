import { defineComponentType, trimUrlAndTitle } from '@lms/sdk';
import { iframeConfigSchema, type IframeConfig } from '../schemas/iframeConfig.ts';
import { isPdfUrl } from '../schemas/pdfLink.ts';

/**
 * A map made to be embedded: OpenStreetMap's embed page sends no frame-blocking header.
 * No page of this site can be framed instead (plugin routes answer JSON), so the
 * sample is external; offline, the View still shows its caption and the link.
 */
const SAMPLE = {
  url: 'https://www.openstreetmap.org/export/embed.html?bbox=-0.1420%2C51.4980%2C-0.1140%2C51.5110&layer=mapnik',
  title: 'OpenStreetMap: Westminster, London',
  height: 450,
} satisfies IframeConfig;

export const iframeComponentType = defineComponentType<IframeConfig>({
  type: 'iframe',
  title: 'Iframe',
  configSchema: iframeConfigSchema,
  // The schema needs a URL and the kernel creates components from their defaults (merging a given config over
  // them), so a new one starts on the sample's address alone: no sample title or height leaks into a given config.
  defaults: { url: SAMPLE.url },
  activity: { gradable: false },
  prepare: trimUrlAndTitle,
  searchableText: (config) => config.title ?? '',
  // Part 2 §5: "a url ending in pdf becomes type pdf" (when the pdf type is installed; the kernel decides).
  becomes: (config) => (isPdfUrl(config.url) ? { type: 'pdf', config: { url: config.url, ...(config.title ? { title: config.title } : {}), ...(config.height ? { height: config.height } : {}) } } : null),
  demo: { title: 'An embedded map', config: SAMPLE },
});
