import { definePlugin } from '@lms/sdk';
import { videoComponentType } from './videoComponentType.ts';
import { convertSubtitlesRoute } from './convertSubtitlesRoute.ts';

export default definePlugin({
  id: 'video',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [videoComponentType],
  routes: [convertSubtitlesRoute],
  // The players EmbeddedPlayer frames (videoEmbedUrl.ts).
  embedOrigins: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://embed.vevo.com'],
});
