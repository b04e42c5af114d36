import { defineComponentType, definePlugin, jsonSchema } from '../../src/index.ts';

interface MemoConfig {
  text: string;
}
interface ShelfConfig {
  shown: string[];
  hidden: string[];
}

/** A type with searchable text. */
const memoType = defineComponentType<MemoConfig>({
  type: 'memo',
  title: 'Memo',
  configSchema: jsonSchema({ type: 'object', properties: { text: { type: 'string', maxLength: 2000 } }, required: ['text'], additionalProperties: false }),
  defaults: { text: '' },
  activity: { gradable: false },
  searchableText: (config) => config.text,
});

/** A container whose `hidden` children (and their ids) students never get. */
const shelfType = defineComponentType<ShelfConfig>({
  type: 'shelf',
  title: 'Shelf',
  configSchema: jsonSchema({
    type: 'object',
    properties: { shown: { type: 'array', items: { type: 'string' } }, hidden: { type: 'array', items: { type: 'string' } } },
    required: ['shown', 'hidden'],
    additionalProperties: false,
  }),
  defaults: { shown: [], hidden: [] },
  activity: { gradable: false },
  children: (config) => [...config.shown, ...config.hidden],
  forStudents: (config) => ({ ...config, hidden: [] }),
});

export const searchFixturePlugin = definePlugin({ id: 'search-fixtures', version: '1.0.0', kernel: '^1', componentTypes: [memoType, shelfType] });
