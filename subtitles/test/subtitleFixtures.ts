import type { Cue } from '../src/cue.ts';

/** Cues on whole hundredths of a second, so SSA (which counts hundredths) keeps them exactly. */
export const LECTURE_CUES: Cue[] = [
  { start: 1000, end: 4500, text: 'Welcome to the course.\nToday: cells & membranes.' },
  { start: 5000, end: 7250, text: 'A <b> tag is just text here.' },
  { start: 3_723_040, end: 3_725_000, text: 'An hour in: "quotes", café, 日本語.' },
];

export const LECTURE_SRT = [
  '\uFEFF1',
  '00:00:01,000 --> 00:00:04,500',
  'Welcome to the <i>course</i>.',
  'Today: cells &amp; membranes.',
  '',
  '2',
  '00:00:05,000 --> 00:00:07,250',
  'A &lt;b&gt; tag is just text here.',
  '',
  '3',
  '01:02:03,040 --> 01:02:05,000',
  '{\\an8}An hour in: "quotes", café, 日本語.',
  '',
].join('\r\n');

export const LECTURE_TTML = `<?xml version="1.0" encoding="UTF-8"?>
<tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling" xml:lang="en-us">
  <head><styling><style xml:id="s1" tts:color="white"/></styling></head>
  <body>
    <div>
      <p begin="00:00:01.000" end="00:00:04.500">Welcome to the <span tts:fontStyle="italic">course</span>.<br/>
        Today: cells &amp; membranes.</p>
      <p begin="5s" dur="2250ms">A &lt;b&gt; tag is just text here.</p>
      <p begin="01:02:03.040" end="01:02:05.000">An hour in: "quotes", café, 日本語.</p>
    </div>
  </body>
</tt>`;
