import { defineComponentType, definePlugin, jsonSchema } from '@lms/sdk';

/**
 * A component type for the tabs to hold in these tests: a piece of markup kept
 * as written. A plugin's tests install no other plugin, so the child is defined
 * here with the SDK, as any installed type would be.
 */
export const snippetPlugin = definePlugin({
  id: 'snippets',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [
    defineComponentType<{ html: string }>({
      type: 'snippet',
      title: 'Snippet',
      configSchema: jsonSchema({ type: 'object', required: ['html'], properties: { html: { type: 'string', maxLength: 1000 } } }),
      defaults: { html: '' },
      activity: { gradable: false },
    }),
  ],
});
