import { defineComponentType } from '@lms/sdk';
import { audioConfigSchema, type AudioConfig } from '../schemas/audioConfig.ts';
import { prepareAudioConfig } from './prepareAudioConfig.ts';
import { transcriptSearchText } from './transcriptSearchText.ts';
import { DEMO_MEDIA, demoAudioConfig } from './demoAudioConfig.ts';

export const audioComponentType = defineComponentType<AudioConfig>({
  type: 'audio',
  title: 'Audio',
  configSchema: audioConfigSchema,
  defaults: { url: '', subtitles_array: [] },
  activity: { gradable: false },
  prepare: prepareAudioConfig,
  searchableText: transcriptSearchText,
  demo: { title: 'Audio with a transcript', config: demoAudioConfig, media: DEMO_MEDIA },
});
