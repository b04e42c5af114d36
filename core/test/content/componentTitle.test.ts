import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { LmsError } from '../../src/errors/LmsError.ts';
import { summarizePdf, summarizeWebPage, WEB_PAGE_FETCH, type LinkSummary } from '../../src/net/linkSummary.ts';
import { allowTestServer, page, redirect, startLocalSite, type LocalSite } from '../net/localSite.ts';

const PDF_WITH_INFO = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n2 0 obj << /Title (Cell biology, week 1) /Subject (Membranes and transport) >> endobj\n' +
    'trailer << /Root 1 0 R /Info 2 0 R >>\n%%EOF\n',
  'latin1',
);
const PDF_WITHOUT_INFO = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

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
    '/slides.pdf': page(PDF_WITH_INFO.toString('latin1'), 'application/pdf'),
    '/files/Week%201%20notes.pdf': (_request, response) => response.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF_WITHOUT_INFO),
    '/fake.pdf': page('<html>not a pdf</html>', 'application/pdf'),
  });
  tk = await createTestKernel();
  teacher = await tk.loginAs(await tk.createUser('instructor'));
});

afterAll(async () => {
  await tk?.close();
  await site?.close();
});

async function refusal(summary: Promise<LinkSummary>) {
  try {
    await summary;
  } catch (error) {
    if (error instanceof LmsError) return { errno: error.errno, message: error.message };
    throw error;
  }
  throw new Error('the link was summarised');
}

describe('POST get_component_title/iframe/ and /pdf/ through the kernel', () => {
  const calls = ['get_component_title/iframe/', 'get_component_title/pdf/'];

  it.each(calls)('%s needs a logged-in professor account', async (path) => {
    const anonymous = tk.client();
    expect((await anonymous.post(path, { url: 'https://example.com/' })).body.errno).toBe('not-logged');
    const learner = await tk.loginAs(await tk.createUser('student'));
    const refused = await learner.post(path, { url: 'https://example.com/' });
    expect(refused.status).toBe(403);
    expect(refused.body.errno).toBe('access-denied');
  });

  it.each(calls)('%s admits assistants and site administrators as well as instructors', async (path) => {
    for (const role of ['assistant', 'site-admin'] as const) {
      const author = await tk.loginAs(await tk.createUser(role));
      // Refused for the address, after the caller was admitted.
      expect((await author.post(path, { url: 'http://10.0.0.1/' })).body.errno).toBe('invalid-url');
    }
  });

  it.each(calls)('%s validates its payload with the spec’s messages', async (path) => {
    expect((await teacher.post(path, {})).body).toMatchObject({ errno: 'validation-failed', fields: [{ field: 'url', message: 'URL is required here' }] });
    expect((await teacher.post(path, { url: '  ' })).body.fields).toEqual([{ field: 'url', message: 'URL is required here' }]);
    expect((await teacher.post(path, { url: 42 })).body.fields).toEqual([{ field: 'url', message: 'URL is invalid.' }]);
    expect((await teacher.post(path, { url: 'https://example.com/', title: 'x' })).body.fields).toEqual([{ field: 'title', message: 'Unknown field "title"' }]);
    const ftp = await teacher.post(path, { url: 'ftp://example.com/file.pdf' });
    expect(ftp.status).toBe(422);
    expect(ftp.body).toEqual({ errno: 'invalid-url', error: 'URL is invalid.' });
  });

  it.each([
    ['get_component_title/iframe/', '/article'],
    ['get_component_title/pdf/', '/slides.pdf'],
  ])('%s refuses our own server’s loopback address without sending it anything', async (path, resource) => {
    const before = site.requests.length;
    const answer = await teacher.post(path, { url: site.url(resource) });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ errno: 'invalid-url', error: 'URL is invalid.' });
    expect(site.requests.length).toBe(before);
  });
});

describe('summarizeWebPage (what the iframe call answers), against a real local server', () => {
  const options = { allowAddress: allowTestServer };

  it('answers the page title and description', async () => {
    expect(await summarizeWebPage(site.url('/article'), options)).toEqual({ title: 'The cell membrane', description: 'A short tour of the lipid bilayer.' });
  });

  it('falls back to Open Graph, then to the host name', async () => {
    expect(await summarizeWebPage(site.url('/open-graph'), options)).toEqual({ title: 'Shared title', description: 'Shared text' });
    expect(await summarizeWebPage(site.url('/untitled'), options)).toEqual({ title: '127.0.0.1', description: '' });
  });

  it('follows a redirect to a public page', async () => {
    expect((await summarizeWebPage(site.url('/moved'), options)).title).toBe('The cell membrane');
  });

  it('refuses a redirect to the cloud metadata address', async () => {
    expect(await refusal(summarizeWebPage(site.url('/to-metadata'), options))).toEqual({ errno: 'invalid-url', message: 'URL is invalid.' });
  });

  it('refuses a page over 512 KiB and a file that is not a page', async () => {
    expect(await refusal(summarizeWebPage(site.url('/huge'), options))).toEqual({ errno: 'file-too-large', message: 'File too large.' });
    expect(await refusal(summarizeWebPage(site.url('/slides.pdf'), options))).toEqual({ errno: 'invalid-mimetype', message: 'File type not allowed.' });
  });
});

describe('summarizePdf (what the pdf call answers), against a real local server', () => {
  const options = { allowAddress: allowTestServer };

  it('answers the PDF’s /Title and /Subject', async () => {
    expect(await summarizePdf(site.url('/slides.pdf'), options)).toEqual({ title: 'Cell biology, week 1', description: 'Membranes and transport' });
  });

  it('falls back to the file name from the URL', async () => {
    expect(await summarizePdf(site.url('/files/Week%201%20notes.pdf'), options)).toEqual({ title: 'Week 1 notes.pdf', description: '' });
  });

  it('refuses a page, and bytes that only claim to be a PDF', async () => {
    expect(await refusal(summarizePdf(site.url('/article'), options))).toEqual({ errno: 'invalid-mimetype', message: 'File type not allowed.' });
    expect(await refusal(summarizePdf(site.url('/fake.pdf'), options))).toEqual({ errno: 'invalid-mimetype', message: 'File type not allowed.' });
  });

  it('refuses a redirect to a private address', async () => {
    expect(await refusal(summarizePdf(site.url('/to-metadata'), options))).toMatchObject({ errno: 'invalid-url' });
  });
});
