import { defineComponentType, jsonSchema } from '@lms/sdk';
import { pdfConfigSchema, type PdfConfig } from '../schemas/pdfConfig.ts';

/**
 * The paper pdf.js opens in its own demo, on GitHub Pages (no frame-blocking header).
 * No PDF is served by this site until uploads exist, so the sample is external;
 * offline, the View still shows its caption and the links to it.
 */
const SAMPLE_URL = 'https://mozilla.github.io/pdf.js/web/compressed.tracemonkey-pldi-09.pdf';

export const pdfComponentType = defineComponentType<PdfConfig>({
  type: 'pdf',
  title: 'PDF',
  configSchema: jsonSchema<PdfConfig>(pdfConfigSchema),
  // The schema needs a URL and the kernel creates components from their defaults (merging a given config over them).
  defaults: { url: SAMPLE_URL },
  activity: { gradable: false },
  prepare: ({ url, title, ...rest }) => {
    const trimmedTitle = title?.trim();
    return { ...rest, url: url.trim(), ...(trimmedTitle ? { title: trimmedTitle } : {}) };
  },
  searchableText: (config) => config.title ?? '',
  demo: {
    title: 'A reading in PDF',
    config: { url: SAMPLE_URL, title: 'Trace-based Just-in-Time Type Specialization for Dynamic Languages (PLDI 2009)' },
  },
});
