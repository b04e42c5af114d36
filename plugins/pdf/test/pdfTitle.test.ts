import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { LmsError, type LinkTitle } from '@lms/sdk';
import { bestEventLoopDelay, createTestKernel, page, redirect, startLocalSite, testPublicWeb, type LocalSite, type TestClient, type TestKernel } from '@lms/sdk/testing';
import pdfPlugin from '../src/server/index.ts';
import { summarizePdf } from '../src/server/summarizePdf.ts';

const PATH = 'get_component_title/pdf/';
const PDF_WITH_INFO = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n2 0 obj << /Title (Cell biology, week 1) /Subject (Membranes and transport) >> endobj\n' +
    'trailer << /Root 1 0 R /Info 2 0 R >>\n%%EOF\n',
  'latin1',
);
const PDF_WITHOUT_INFO = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
// Issue 14 §1: a fetched PDF is read in the worker threads. These take the reader about half a second each on the event loop.
const HOSTILE_PDF = Buffer.from(`%PDF-1.4\n${'/Info 1 0 R '.repeat(300_000)}`, 'latin1');
const NESTED_PDF = Buffer.from(`%PDF-1.4\n/Info 1 0 R\n1 0 obj ${'['.repeat(3_000_000)}`, 'latin1');
const sendPdf = (body: Buffer) => (_request: unknown, response: ServerResponse) => response.writeHead(200, { 'content-type': 'application/pdf' }).end(body);

let site: LocalSite;
let tk: TestKernel;
let teacher: TestClient;

beforeAll(async () => {
  site = await startLocalSite({
    '/article': page('<html><head><title>The cell membrane</title></head></html>'),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/iam/'),
    '/slides.pdf': sendPdf(PDF_WITH_INFO),
    '/files/Week%201%20notes.pdf': sendPdf(PDF_WITHOUT_INFO),
    '/fake.pdf': page('<html>not a pdf</html>', 'application/pdf'),
    '/hostile.pdf': sendPdf(HOSTILE_PDF),
    '/nested.pdf': sendPdf(NESTED_PDF),
  });
  tk = await createTestKernel({ plugins: [pdfPlugin] });
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

describe('POST get_component_title/pdf/ through the kernel', () => {
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
    expect((await teacher.post(PATH, {})).body).toMatchObject({ errno: 'validation-failed', fields: [{ field: 'url', message: 'URL is required here' }] });
    expect((await teacher.post(PATH, { url: '  ' })).body.fields).toEqual([{ field: 'url', message: 'URL is required here' }]);
    expect((await teacher.post(PATH, { url: 42 })).body.fields).toEqual([{ field: 'url', message: 'URL is invalid.' }]);
    expect((await teacher.post(PATH, { url: 'https://example.com/', title: 'x' })).body.fields).toEqual([{ field: 'title', message: 'Unknown field "title"' }]);
    const ftp = await teacher.post(PATH, { url: 'ftp://example.com/file.pdf' });
    expect(ftp.status).toBe(422);
    expect(ftp.body).toEqual({ errno: 'invalid-url', error: 'URL is invalid.' });
  });

  it('refuses our own server’s loopback address without sending it anything', async () => {
    const before = site.requests.length;
    const answer = await teacher.post(PATH, { url: site.url('/slides.pdf') });
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

describe('summarizePdf (what the call answers), against a real local server', () => {
  const web = testPublicWeb();

  it('answers the PDF’s /Title and /Subject', async () => {
    expect(await summarizePdf(web, site.url('/slides.pdf'))).toEqual({ title: 'Cell biology, week 1', description: 'Membranes and transport' });
  });

  it('falls back to the file name from the URL', async () => {
    expect(await summarizePdf(web, site.url('/files/Week%201%20notes.pdf'))).toEqual({ title: 'Week 1 notes.pdf', description: '' });
  });

  it('refuses a page, and bytes that only claim to be a PDF', async () => {
    expect(await refusal(summarizePdf(web, site.url('/article')))).toEqual({ errno: 'invalid-mimetype', message: 'File type not allowed.' });
    expect(await refusal(summarizePdf(web, site.url('/fake.pdf')))).toEqual({ errno: 'invalid-mimetype', message: 'File type not allowed.' });
  });

  it('refuses a redirect to a private address', async () => {
    expect(await refusal(summarizePdf(web, site.url('/to-metadata')))).toMatchObject({ errno: 'invalid-url' });
  });

  it('reads hostile PDFs off the event loop: the file name answers, and the loop keeps under 100 ms of delay', async () => {
    // Starts the worker thread and loads the reader there, as a server that has been up a while has.
    await summarizePdf(web, site.url('/slides.pdf'));
    const delay = await bestEventLoopDelay(async () => {
      const answers = [await summarizePdf(web, site.url('/hostile.pdf')), await summarizePdf(web, site.url('/nested.pdf'))];
      expect(answers).toEqual([
        { title: 'hostile.pdf', description: '' },
        { title: 'nested.pdf', description: '' },
      ]);
    });
    expect(delay).toBeLessThan(100);
  });
});
