import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LmsError, type LinkTitle } from '@lms/sdk';
import { bestEventLoopDelay, createTestKernel, page, redirect, startLocalSite, testPublicWeb, type LocalSite, type TestClient, type TestKernel } from '@lms/sdk/testing';
import iframePlugin from '../src/server/index.ts';
import { summarizeWebPage, WEB_PAGE_FETCH } from '../src/server/summarizeWebPage.ts';

const PATH = 'get_component_title/iframe/';
// Issue 14 §1: a fetched page is read in the worker threads. This takes the reader about half a second on the event loop.
const HOSTILE_PAGE = `<title>Deep</title>${'<div title="x">'.repeat(30_000)}`;

let site: LocalSite;
let tk: TestKernel;
let teacher: TestClient;

beforeAll(async () => {
  site = await startLocalSite({
    '/article': page(
      '<html><head><title>The cell membrane</title><meta name="description" content="A short tour of the lipid bilayer."></head><body>...</body></html>',
    ),
    '/open-graph': page('<head><meta property="og:title" content="Shared title"><meta property="og:description" content="Shared text"></head>'),
    '/untitled': page('<p>No title here</p>'),
    '/moved': redirect('/article', 301),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/iam/'),
    '/huge': page(`<title>Huge</title>${'x'.repeat(WEB_PAGE_FETCH.maxBytes)}`),
    '/slides.pdf': page('%PDF-1.4\n', 'application/pdf'),
    '/deep': page(HOSTILE_PAGE, 'text/html'),
  });
  tk = await createTestKernel({ plugins: [iframePlugin] });
  // Time stands still unless a test moves it: the Retry-After seconds are exact.
  tk.clock.set(new Date());
  teacher = await tk.loginAs(await tk.createUser('instructor'));
});

afterAll(async () => {
  await tk?.close();
  await site?.close();
});

async function refusal(summary: Promise<LinkTitle>) {
  try {
    await summary;
  } catch (error) {
    if (error instanceof LmsError) return { errno: error.errno, message: error.message };
    throw error;
  }
  throw new Error('the link was summarised');
}

describe('POST get_component_title/iframe/ through the kernel', () => {
  it('needs a logged-in professor account', async () => {
    expect((await tk.client().post(PATH, { url: 'https://example.com/' })).body.errno).toBe('not-logged');
    const learner = await tk.loginAs(await tk.createUser('student'));
    const refused = await learner.post(PATH, { url: 'https://example.com/' });
    expect(refused.status).toBe(403);
    expect(refused.body.errno).toBe('access-denied');
  });

  it('admits assistants and site administrators as well as instructors', async () => {
    for (const role of ['assistant', 'site-admin'] as const) {
      const author = await tk.loginAs(await tk.createUser(role));
      // Refused for the address, after the caller was admitted.
      expect((await author.post(PATH, { url: 'http://10.0.0.1/' })).body.errno).toBe('invalid-url');
    }
  });

  it('validates its payload with the spec’s messages', async () => {
    const author = await tk.loginAs(await tk.createUser('instructor'));
    expect((await author.post(PATH, {})).body).toMatchObject({ errno: 'validation-failed', fields: [{ field: 'url', message: 'URL is required here' }] });
    expect((await author.post(PATH, { url: '  ' })).body.fields).toEqual([{ field: 'url', message: 'URL is required here' }]);
    expect((await author.post(PATH, { url: 42 })).body.fields).toEqual([{ field: 'url', message: 'URL is invalid.' }]);
    expect((await author.post(PATH, { url: 'https://example.com/', title: 'x' })).body.fields).toEqual([{ field: 'title', message: 'Unknown field "title"' }]);
    const ftp = await author.post(PATH, { url: 'ftp://example.com/file.pdf' });
    expect(ftp.status).toBe(422);
    expect(ftp.body).toEqual({ errno: 'invalid-url', error: 'URL is invalid.' });
  });

  it('refuses our own server’s loopback address without sending it anything', async () => {
    const before = site.requests.length;
    const answer = await teacher.post(PATH, { url: site.url('/article') });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ errno: 'invalid-url', error: 'URL is invalid.' });
    expect(site.requests.length).toBe(before);
  });

  it('lets a user fetch 30 titles a minute (the link-titles bucket), then answers 429', async () => {
    const author = await tk.loginAs(await tk.createUser('instructor'));
    for (let call = 0; call < 30; call++) expect((await author.post(PATH, { url: 'http://127.0.0.1:9/' })).status).toBe(422);
    const refused = await author.post(PATH, { url: 'http://127.0.0.1:9/' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
  });
});

describe('summarizeWebPage (what the call answers), against a real local server', () => {
  const web = testPublicWeb();

  it('answers the page title and description', async () => {
    expect(await summarizeWebPage(web, site.url('/article'))).toEqual({ title: 'The cell membrane', description: 'A short tour of the lipid bilayer.' });
  });

  it('falls back to Open Graph, then to the host name', async () => {
    expect(await summarizeWebPage(web, site.url('/open-graph'))).toEqual({ title: 'Shared title', description: 'Shared text' });
    expect(await summarizeWebPage(web, site.url('/untitled'))).toEqual({ title: '127.0.0.1', description: '' });
  });

  it('follows a redirect to a public page', async () => {
    expect((await summarizeWebPage(web, site.url('/moved'))).title).toBe('The cell membrane');
  });

  it('refuses a redirect to the cloud metadata address', async () => {
    expect(await refusal(summarizeWebPage(web, site.url('/to-metadata')))).toEqual({ errno: 'invalid-url', message: 'URL is invalid.' });
  });

  it('refuses a page over 512 KiB and a file that is not a page', async () => {
    expect(await refusal(summarizeWebPage(web, site.url('/huge')))).toEqual({ errno: 'file-too-large', message: 'File too large.' });
    expect(await refusal(summarizeWebPage(web, site.url('/slides.pdf')))).toEqual({ errno: 'invalid-mimetype', message: 'File type not allowed.' });
  });

  it('reads a hostile page off the event loop: its title answers, and the loop keeps under 100 ms of delay', async () => {
    // Starts the worker thread and loads the reader there, as a server that has been up a while has.
    await summarizeWebPage(web, site.url('/article'));
    const delay = await bestEventLoopDelay(async () => {
      expect(await summarizeWebPage(web, site.url('/deep'))).toEqual({ title: 'Deep', description: '' });
    });
    expect(delay).toBeLessThan(100);
  });
});
