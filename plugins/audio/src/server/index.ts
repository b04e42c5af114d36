import { definePlugin } from '@lms/sdk';
import { audioComponentType } from './audioComponentType.ts';
import { SOUNDCLOUD_PLAYER_ORIGIN } from '../schemas/audioAddress.ts';

export default definePlugin({
  id: 'audio',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [audioComponentType],
  // SoundCloud links play in SoundCloud's widget (AudioView).
  embedOrigins: [SOUNDCLOUD_PLAYER_ORIGIN],
});
