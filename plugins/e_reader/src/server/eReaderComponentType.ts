import { fileURLToPath } from 'node:url';
import { defineComponentType } from '@lms/sdk';
import { eReaderConfigSchema, type EReaderConfig } from '../schemas/eReaderConfig.ts';
import { prepareBook } from './prepareBook.ts';

export const eReaderComponentType = defineComponentType<EReaderConfig>({
  type: 'e_reader',
  title: 'E-reader',
  configSchema: eReaderConfigSchema,
  defaults: { url: '' },
  activity: { gradable: false },
  prepare: prepareBook,
  searchableText: (config) => config.title ?? '',
  // The demo book is uploaded into the demo course's file library; its address, id and sha256 replace the placeholders.
  demo: {
    title: 'A short book',
    config: {
      url: 'demo-media:welcome.epub',
      file: 'demo-media-id:welcome.epub',
      format: 'epub',
      hash_id: 'demo-media-sha256:welcome.epub',
      title: 'Welcome to the reader',
    },
    media: { 'welcome.epub': fileURLToPath(new URL('../../demo/welcome.epub', import.meta.url)) },
  },
});
