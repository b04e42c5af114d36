import { readDataUrl, readWebVtt } from '@lms/sdk/subtitles';
import type { VideoConfig } from '../schemas/videoConfig.ts';

/** What students can search for in a video: the words of its subtitles (stored WebVTT; library files are not read here). */
export function subtitleSearchText(config: VideoConfig): string {
  return (config.video_subtitles_array ?? [])
    .map((track) => readDataUrl(track.url))
    .flatMap((data) => (data === null ? [] : readWebVtt(data.text).cues.map((cue) => cue.text.replace(/\n/g, ' '))))
    .join(' ');
}
