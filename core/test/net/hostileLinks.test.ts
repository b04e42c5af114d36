import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestEventLoopDelay } from '@lms/sdk/testing';
import { summarizePdf, summarizeWebPage } from '../../src/net/linkSummary.ts';
import { allowTestServer, startLocalSite, type LocalSite } from './localSite.ts';

// Issue 14 §1: a fetched PDF or page is read in the worker threads. These take the readers about half a second each on the event loop.
const HOSTILE_PDF = Buffer.from(`%PDF-1.4\n${'/Info 1 0 R '.repeat(300_000)}`, 'latin1');
const NESTED_PDF = Buffer.from(`%PDF-1.4\n/Info 1 0 R\n1 0 obj ${'['.repeat(3_000_000)}`, 'latin1');
const HOSTILE_PAGE = `<title>Deep</title>${'<div title="x">'.repeat(30_000)}`;
const options = { allowAddress: allowTestServer };

let site: LocalSite;

beforeAll(async () => {
  const send = (body: Buffer, type: string) => (_request: unknown, response: import('node:http').ServerResponse) => response.writeHead(200, { 'content-type': type }).end(body);
  site = await startLocalSite({
    '/hostile.pdf': send(HOSTILE_PDF, 'application/pdf'),
    '/nested.pdf': send(NESTED_PDF, 'application/pdf'),
    '/deep': send(Buffer.from(HOSTILE_PAGE), 'text/html'),
  });
  // Starts the worker thread and loads the readers there, as a server that has been up a while has.
  await summarizeWebPage(site.url('/deep'), options);
});

afterAll(() => site?.close());

describe('reading hostile PDFs and pages', () => {
  it('answers the file name or title, and the event loop keeps under 100 ms of delay', async () => {
    const delay = await bestEventLoopDelay(async () => {
      const answers = [await summarizePdf(site.url('/hostile.pdf'), options), await summarizePdf(site.url('/nested.pdf'), options), await summarizeWebPage(site.url('/deep'), options)];
      expect(answers).toEqual([
        { title: 'hostile.pdf', description: '' },
        { title: 'nested.pdf', description: '' },
        { title: 'Deep', description: '' },
      ]);
    });
    expect(delay).toBeLessThan(100);
  });
});
