import { defineComponentType, htmlToText, sanitizeCourseHtmlCapped } from '@lms/sdk';
import { htmlConfigSchema, MAX_HTML_LENGTH, type HtmlConfig } from '../schemas/htmlConfig.ts';

/** Escaping makes text longer ('<' becomes '&lt;'): what fits the cap as sent may not once made safe. */
const HTML_TOO_LONG_ONCE_SAFE = 'The HTML content is too long once made safe (at most 512 KiB; characters such as < and & take several once escaped).';

export const htmlComponentType = defineComponentType<HtmlConfig>({
  type: 'html',
  title: 'HTML',
  configSchema: htmlConfigSchema,
  defaults: { html: '' },
  activity: { gradable: false },
  // Sanitised on every write: whatever an editor (or a direct API call) sends, students get safe markup.
  // Escaping can make it longer than the schema's cap: that answers 422, as a too-long input does.
  prepare: async (config) => ({ html: await sanitizeCourseHtmlCapped(config.html, { maxLength: MAX_HTML_LENGTH, field: 'config/html', message: HTML_TOO_LONG_ONCE_SAFE }) }),
  searchableText: (config) => htmlToText(config.html),
  demo: {
    title: 'Welcome to the course',
    config: {
      html:
        '<h2>Welcome!</h2><p>This course shows how lessons, pages and components fit together. ' +
        'Each page holds up to two components; this one is an <strong>HTML component</strong>.</p>' +
        '<ul><li>Use <em>Previous</em> and <em>Next</em> to move between pages.</li>' +
        '<li>Your instructor can edit this text in Author Mode.</li></ul>',
    },
  },
});
