import { defineComponentType } from '@lms/sdk';
import { videoConfigSchema, type VideoConfig } from '../schemas/videoConfig.ts';
import { prepareVideoConfig } from './prepareVideoConfig.ts';
import { subtitleSearchText } from './subtitleSearchText.ts';
import { demoVideoConfig } from './demoVideoConfig.ts';

export const videoComponentType = defineComponentType<VideoConfig>({
  type: 'video',
  title: 'Video',
  configSchema: videoConfigSchema,
  defaults: { url: '', video_subtitles_array: [], video_description_array: [] },
  activity: { gradable: false },
  prepare: prepareVideoConfig,
  searchableText: subtitleSearchText,
  demo: { title: 'A video with subtitles', config: demoVideoConfig },
});
