import type { AudioConfig } from '../schemas/audioConfig.ts';
import { textDataUrl } from '../transcript/transcriptDataUrl.ts';
import { writeWebVtt } from '../transcript/writeWebVtt.ts';

/** The script of the demo recording; its transcript reads right even before the recording is there. */
export const DEMO_SCRIPT = [
  { start: 0, end: 3000, text: 'Welcome to the demo course.' },
  { start: 3000, end: 7500, text: 'This audio component plays a recording with its transcript.' },
  { start: 7500, end: 11_000, text: 'Press Show transcript to read along as you listen.' },
];

/**
 * A recording of DEMO_SCRIPT, which the demo installation provides in this
 * site's media library (same-site: the demo needs no network).
 */
export const demoAudioConfig: AudioConfig = {
  url: '/server/media/demo/welcome.mp3',
  title: 'A welcome message',
  subtitles_array: [{ label: 'English', language: 'en', url: textDataUrl(writeWebVtt(DEMO_SCRIPT), 'text/vtt'), fileName: 'welcome.en.srt' }],
};
