import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_TAGS } from '@lms/sdk/sanitize';
import { sanitizePost } from '@lms/sdk';
import { boardConfig, boardPath, boardWorld, createBoard, type BoardWorld } from './boardFixture.ts';
import { unsafeParts, XSS_CORPUS } from './xssCorpus.ts';

const WITH_IMAGES = [...POST_TAGS, 'img'];

describe('the XSS corpus and its checker', () => {
  it('holds at least 50 payloads', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
  });

  it('catches each kind of danger in raw markup', () => {
    for (const raw of [
      '<script>alert(1)</script>',
      '<p onclick="x()">x</p>',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<a href="data:text/html,x">x</a>',
      '<span style="background:url(x)">x</span>',
      '<iframe src="https://x.example"></iframe>',
      '<img src="vbscript:x">',
    ]) {
      expect(unsafeParts(raw, WITH_IMAGES), raw).not.toEqual([]);
    }
    expect(unsafeParts('<p style="color:red">a <a href="https://ok.example" target="_blank" rel="noopener noreferrer">b</a> &lt;c&gt;</p>', POST_TAGS)).toEqual([]);
  });

  it.each(XSS_CORPUS)('sanitises %s to nothing executable, with and without images', (payload) => {
    expect(unsafeParts(sanitizePost(payload, false), POST_TAGS)).toEqual([]);
    expect(unsafeParts(sanitizePost(payload, true), WITH_IMAGES)).toEqual([]);
  });

  it('keeps what is allowed: safe styles, links made to open safely, images only where allowed', () => {
    expect(sanitizePost('<p style="text-align:center;color:#c00;position:absolute">Hi <a href="https://ok.example" target="_self" rel="opener">x</a></p>', false)).toBe(
      '<p style="text-align:center;color:#c00">Hi <a href="https://ok.example" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
    expect(sanitizePost('<img src="https://ok.example/a.png" alt="a">', false)).toBe('');
    expect(sanitizePost('<img src="https://ok.example/a.png" alt="a">', true)).toBe('<img src="https://ok.example/a.png" alt="a" />');
    expect(sanitizePost('<div><pre>kept text</pre></div>', false)).toBe('kept text');
  });
});

describe('the XSS corpus through the routes', () => {
  let world: BoardWorld;
  let plain: string;
  let images: string;
  let comments: string;

  beforeAll(async () => {
    // The whole corpus is posted by one user in seconds: the pace limit is not what this test is about.
    world = await boardWorld({}, { rateLimits: { posts: 'off' } });
    plain = boardPath(world, await createBoard(world, boardConfig(), world.pages[0]));
    images = boardPath(world, await createBoard(world, boardConfig({ allow_images: true }), world.pages[1]));
    const target = await createBoard(world, boardConfig(), world.pages[2]);
    await world.teacher.put(`comments_settings/${world.course.courseId}/${target}/`, { enabled: true, close_date: null });
    comments = `comments/${world.course.courseId}/component/${target}/`;
  });

  afterAll(() => world?.tk.close());

  /** Every HTML an answer carries, replies included. */
  const messages = (body: { message?: string; replies?: unknown[] } | undefined): string[] =>
    body ? [body.message ?? '', ...(body.replies ?? []).flatMap((reply) => messages(reply as typeof body))] : [];

  // Some hundred posts, replies, edits and comments through the kernel: well within the limit when quiet, slower when the machine is busy.
  it('stores and answers nothing executable for posts, replies, edits and comments', async () => {
    const answered: { html: string; tags: readonly string[] }[] = [];
    const keep = (body: unknown, tags: readonly string[]) => messages(body as never).forEach((html) => answered.push({ html, tags }));
    for (const [base, tags] of [[plain, POST_TAGS], [images, WITH_IMAGES]] as const) {
      const parent = (await world.adaClient.post(`${base}posts/`, { message: 'Parent' })).body;
      for (const payload of XSS_CORPUS) {
        const post = await world.bobClient.post(`${base}posts/`, { message: payload });
        expect([201, 204], payload).toContain(post.status);
        keep(post.body, tags);
        keep((await world.bobClient.post(`${base}posts/`, { message: payload, parent_id: parent._id })).body, tags);
        const target = (await world.bobClient.post(`${base}posts/`, { message: 'To edit' })).body;
        const edited = await world.bobClient.put(`${base}posts/${target._id}/`, { message: payload });
        expect(edited.status, payload).toBe(200);
        keep(edited.body, tags);
      }
      for (const post of (await world.teacher.get(base)).body.posts) keep(post, tags);
    }
    for (const payload of XSS_CORPUS) keep((await world.adaClient.post(comments, { message: payload })).body, POST_TAGS);
    for (const comment of (await world.teacher.get(comments)).body.comments) keep(comment, POST_TAGS);

    expect(answered.length).toBeGreaterThan(XSS_CORPUS.length * 4);
    expect(answered.flatMap(({ html, tags }) => unsafeParts(html, tags))).toEqual([]);

    const stored = (await world.tk.kernel.knex('board_posts').select('message')) as { message: string }[];
    expect(stored.length).toBeGreaterThan(XSS_CORPUS.length * 4);
    expect(stored.flatMap(({ message }) => unsafeParts(message, WITH_IMAGES))).toEqual([]);
    // Images only reached the board that allows them.
    const withImages = (await world.tk.kernel.knex('board_posts').where('message', 'like', '%<img%').select('target_id')) as { target_id: string }[];
    expect(new Set(withImages.map((row) => row.target_id))).toEqual(new Set([images.split('/')[2]]));
  }, 90_000);
});
