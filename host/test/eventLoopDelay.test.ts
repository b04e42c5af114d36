import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestEventLoopDelay, createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { readHostConfig } from '../src/config/hostConfig.ts';
import { loadServerPlugins } from '../src/plugins/loadServerPlugins.ts';

/**
 * Issue 14 §1: no request may hold the event loop. Adversarial inputs to
 * every CPU-heavy path user input drives (subtitle conversion, sanitising
 * large HTML, XML of the Question import, board posts, multipart uploads)
 * are sent over HTTP, all at once, while the event loop's delay is measured:
 * it must stay under 100 ms, no answer may be a 5xx (the refused ones are
 * 4xx), and the server must answer after.
 * (The best of up to five rounds counts: see bestEventLoopDelay.)
 */
const MAX_DELAY_MS = 100;

let tk: TestKernel;
let teacher: TestClient;
let learner: TestClient;
let page: string;
let courseId: string;
let board: string;

const SSA_HEAD = '[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Text\n';
const STEPS_OF_LT = Array.from({ length: 50 }, (_, index) => ({ title: `S${index}`, body: '<'.repeat(20_000) }));
const TTML_NESTED = `<tt xmlns="http://www.w3.org/ns/ttml"><body>${'<div>'.repeat(100_000)}<p begin="1s" end="2s">x</p>${'</div>'.repeat(100_000)}</body></tt>`;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: await loadServerPlugins(readHostConfig()) });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  const course = await tk.createCourse({ instructor, students: [student] });
  courseId = course.courseId;
  page = `${course.courseId}/${course.first.lessonId}/${course.first.pageId}`;
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  const boardConfig = { allow_images: false, max_score: 10, board: { requires_comment: false, open_date: null, close_date: null, due_date: null } };
  const created = await teacher.post(`components/${page}/new/`, { type: 'board', title: 'Discuss', config: boardConfig });
  board = `board/${courseId}/${created.body._id}/posts/`;
}, 120_000);

afterAll(() => tk?.close());

function subtitles(text: string, fileName: string) {
  return () => learner.post('video/subtitles/convert/', { text, fileName, media: 'video' });
}

function html(markup: string) {
  return () => teacher.post(`components/${page}/new/`, { type: 'html', config: { html: markup } });
}

function truncatedUpload() {
  const boundary = 'delay-test';
  const raw = [`--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="a.pdf"', '', `%PDF-1.4\n${' '.repeat(500_000)}`].join('\r\n');
  return () => learner.request('POST', `submissions/${courseId}/upload/`, undefined, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, raw });
}

describe('the event loop under adversarial input', () => {
  it(`keeps its delay under ${MAX_DELAY_MS} ms while heavy inputs are answered, none with a 5xx`, async () => {
    const calls: [string, () => Promise<{ status: number }>][] = [
      ['TTML: 30 comments and x', subtitles(`${'<!---->'.repeat(30)}x`, 'a.ttml')],
      ['TTML: 100,000 comments and x', subtitles(`${'<!---->'.repeat(100_000)}x`, 'a.ttml')],
      ['TTML: nested 100,000 deep', subtitles(TTML_NESTED, 'a.ttml')],
      ['SSA: a line of "{"', subtitles(`${SSA_HEAD}Dialogue: 0,0:00:01.00,0:00:02.00,Default,${'{'.repeat(1_000_000)}`, 'a.ass')],
      ['WebVTT: a cue of "<"', subtitles(`WEBVTT\n\n00:01.000 --> 00:02.000\n${'<'.repeat(1_000_000)}`, 'a.vtt')],
      ['HTML: 500,000 "<"', html('<'.repeat(500_000))],
      ['HTML: 100,000 nested divs', html('<div>'.repeat(100_000))],
      ['HTML: repeated "&#"', html('&#'.repeat(250_000))],
      ['QTI: nested XML', () => teacher.post('assessment/items/import/', { xml: `<assessmentItem identifier="x">${'<a>'.repeat(100_000)}` })],
      ['upload: cut short', truncatedUpload()],
      ['stepwise: 50 steps of 20,000 "<"', () => teacher.post(`components/${page}/new/`, { type: 'stepwise', config: { steps: STEPS_OF_LT } })],
      ['board: a message of 64 KiB of "<" (stored, escaped)', () => learner.post(board, { message: '<'.repeat(64 * 1024 - 1) })],
    ];
    const stored = new Set(['board: a message of 64 KiB of "<" (stored, escaped)']);
    // A first round loads each path's code (compiled once per process), as a server that has been up a while has.
    for (const [, call] of calls) await call();
    const delay = await bestEventLoopDelay(async () => {
      const answers = await Promise.all(calls.map(async ([name, call]) => ({ name, status: (await call()).status })));
      for (const answer of answers) {
        // A stored input may still be refused 422 too-complex when a busy machine keeps it past its deadline.
        expect(answer).toEqual({ name: answer.name, status: expect.toSatisfy((code: number) => (stored.has(answer.name) ? code === 201 || code === 422 : code >= 400 && code < 500)) });
      }
      expect((await learner.get('now')).status).toBe(200);
    }, { rounds: 5, underMs: MAX_DELAY_MS });
    expect(delay).toBeLessThan(MAX_DELAY_MS);
  }, 120_000);
});
