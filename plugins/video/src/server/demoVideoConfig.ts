import type { VideoConfig } from '../schemas/videoConfig.ts';

/**
 * Big Buck Bunny (Blender Foundation, CC BY 3.0) on YouTube. Offline the
 * poster still shows the title and the play button: the player (and YouTube's
 * still) load only when a student presses play.
 */
export const demoVideoConfig: VideoConfig = {
  url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  video_subtitles_array: [],
  video_description_array: [],
};
