import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentTestBed, type ComponentTestBed } from '@lms/sdk/testing';
import videoPlugin from '../src/server/index.ts';

let bed: ComponentTestBed;

beforeAll(async () => {
  bed = await componentTestBed(videoPlugin);
});

afterAll(() => bed?.tk.close());

const SSA_HEAD = '[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Text\n';

// Issue 14 §2: texts that held the event loop for seconds (or forever) on the old readers; each is answered 422 quickly.
describe('POST video/subtitles/convert/ with adversarial text', () => {
  it.each([
    ['TTML: comments before no root', `${'<!---->'.repeat(30)}x`, 'a.ttml'],
    ['TTML: 100,000 comments before no root', `${'<!---->'.repeat(100_000)}x`, 'a.ttml'],
    ['TTML: nested 100,000 deep', `<tt xmlns="http://www.w3.org/ns/ttml"><body>${'<div>'.repeat(100_000)}<p begin="1s" end="2s">x</p>${'</div>'.repeat(100_000)}</body></tt>`, 'a.ttml'],
    ['SSA: a line of "{"', `${SSA_HEAD}Dialogue: 0,0:00:01.00,0:00:02.00,Default,${'{'.repeat(1_000_000)}`, 'a.ass'],
    ['WebVTT: a cue of "<"', `WEBVTT\n\n00:01.000 --> 00:02.000\n${'<'.repeat(1_000_000)}`, 'a.vtt'],
  ])('answers 422 for %s, quickly', async (_name, text, fileName) => {
    const started = Date.now();
    const answer = await bed.learner.post('video/subtitles/convert/', { text, fileName, media: 'video' });
    expect(answer.status).toBe(422);
    expect(answer.body.errno).toBe('validation-failed');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
