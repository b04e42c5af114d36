import { fileURLToPath } from 'node:url';
import { WEBVTT_MIME_TYPE, textDataUrl, writeWebVtt } from '@lms/sdk/subtitles';
import type { AudioConfig } from '../schemas/audioConfig.ts';

/** The script of the demo recording, timed as it is spoken there (each cue ends a little after its sentence). */
export const DEMO_SCRIPT = [
  { start: 0, end: 1800, text: 'Welcome to the demo course.' },
  { start: 2000, end: 5800, text: 'This audio component plays a recording with its transcript.' },
  { start: 6100, end: 9300, text: 'Press Show transcript to read along as you listen.' },
];

/** The recording of DEMO_SCRIPT (see demo/README.md), uploaded to the demo course's file library by the demo installer. */
export const DEMO_MEDIA = { 'welcome.mp3': fileURLToPath(new URL('../../demo/welcome.mp3', import.meta.url)) };

/** Played from the demo course's library (same site: the demo needs no network). */
export const demoAudioConfig: AudioConfig = {
  url: 'demo-media:welcome.mp3',
  file: 'demo-media-id:welcome.mp3',
  title: 'A welcome message',
  subtitles_array: [{ label: 'English', language: 'en', url: textDataUrl(writeWebVtt(DEMO_SCRIPT), WEBVTT_MIME_TYPE), fileName: 'welcome.en.srt' }],
};
