import { defineComponentType, htmlToText, jsonSchema, sanitizeCourseHtml } from '@lms/sdk';
import { htmlConfigSchema, type HtmlConfig } from '../schemas/htmlConfig.ts';

export const htmlComponentType = defineComponentType<HtmlConfig>({
  type: 'html',
  title: 'HTML',
  configSchema: jsonSchema<HtmlConfig>(htmlConfigSchema),
  defaults: { html: '' },
  activity: { gradable: false },
  // Sanitised on every write: whatever an editor (or a direct API call) sends, students get safe markup.
  prepare: (config) => ({ html: sanitizeCourseHtml(config.html) }),
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
