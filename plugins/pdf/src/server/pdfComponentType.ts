import { fileURLToPath } from 'node:url';
import { defineComponentType, trimUrlAndTitle } from '@lms/sdk';
import { pdfConfigSchema, type PdfConfig } from '../schemas/pdfConfig.ts';

/**
 * A new component starts on the paper pdf.js opens in its own demo (GitHub
 * Pages, no frame-blocking header), which the author replaces with a link or
 * a document of the course's library: the schema needs an address.
 */
const SAMPLE_URL = 'https://mozilla.github.io/pdf.js/web/compressed.tracemonkey-pldi-09.pdf';

export const pdfComponentType = defineComponentType<PdfConfig>({
  type: 'pdf',
  title: 'PDF',
  configSchema: pdfConfigSchema,
  // The schema needs a URL and the kernel creates components from their defaults (merging a given config over them).
  defaults: { url: SAMPLE_URL },
  activity: { gradable: false },
  prepare: trimUrlAndTitle,
  searchableText: (config) => config.title ?? '',
  // The demo's document ships with the plugin, so the demo course shows it offline.
  demo: {
    title: 'A reading in PDF',
    config: { url: 'demo-media:cell-energy-reading.pdf', file: 'demo-media-id:cell-energy-reading.pdf', title: 'Reading: how cells make energy' },
    media: { 'cell-energy-reading.pdf': fileURLToPath(new URL('../../demo/cell-energy-reading.pdf', import.meta.url)) },
  },
});
