import { createServer, type Server } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { requestPinned } from '../../src/net/pinnedRequest.ts';
import { safeFetch, type SafeFetchOptions } from '../../src/net/safeFetch.ts';
import { allowTestServer, page, redirect, startLocalSite, type LocalSite } from '@lms/sdk/testing';

const HTML: SafeFetchOptions = { accept: ['text/html'], maxBytes: 64 * 1024, timeoutMs: 5000, allowAddress: allowTestServer };

let site: LocalSite;
let streamClosedEarly: Promise<boolean>;

/** The errno and message safeFetch refuses with. */
async function refusal(url: string, options: SafeFetchOptions = HTML) {
  try {
    await safeFetch(url, options);
  } catch (error) {
    if (error instanceof LmsError) return { errno: error.errno, message: error.message, status: error.status };
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

beforeAll(async () => {
  let reportClose: (early: boolean) => void = () => {};
  streamClosedEarly = new Promise((resolve) => (reportClose = resolve));
  site = await startLocalSite({
    '/page': page('<title>Hello</title>', 'text/html; charset=ISO-8859-1'),
    '/gzip': (_request, response) => response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync('<p>packed</p>')),
    '/gzip-bomb': (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(10 * 1024 * 1024))),
    '/declared-large': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(HTML.maxBytes + 1) });
      response.write('<p>');
    },
    '/endless': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      // Streams 1 KiB every few milliseconds for as long as the client listens.
      const timer = setInterval(() => response.write('x'.repeat(1024)), 2);
      response.on('close', () => {
        clearInterval(timer);
        reportClose(!response.writableFinished);
      });
    },
    '/image': page('GIF89a', 'image/gif'),
    '/untyped': (_request, response) => response.writeHead(200).end('<p>no type</p>'),
    '/missing': (_request, response) => response.writeHead(404, { 'content-type': 'text/html' }).end('<title>Gone</title>'),
    '/broken': (_request, response) => response.writeHead(500, { 'content-type': 'text/html' }).end('oops'),
    '/silent': () => {},
    '/hop1': redirect('/hop2', 301),
    '/hop2': redirect('hop3', 307),
    '/hop3': redirect('/page', 308),
    '/hop0': redirect('/hop1'),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/to-private': redirect('http://10.0.0.7/admin'),
    '/to-loopback6': redirect('http://[::1]/'),
    '/to-file': redirect('file:///etc/passwd'),
    '/echo': (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () =>
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ method: request.method, type: request.headers['content-type'], authorization: request.headers.authorization ?? null, body: Buffer.concat(chunks).toString('utf8') })),
      );
    },
    '/post-redirect': redirect('/echo', 307),
  });
});

afterAll(() => site?.close());

describe('safeFetch against a real local server', () => {
  it('fetches a page and says what it is', async () => {
    const fetched = await safeFetch(site.url('/page'), HTML);
    expect(fetched.body.toString()).toBe('<title>Hello</title>');
    expect(fetched).toMatchObject({ contentType: 'text/html', charset: 'iso-8859-1' });
    expect(fetched.url.href).toBe(site.url('/page'));
  });

  it('decodes a compressed body', async () => {
    expect((await safeFetch(site.url('/gzip'), HTML)).body.toString()).toBe('<p>packed</p>');
  });

  it('follows up to 3 redirects, relative ones too, and answers the final URL', async () => {
    const fetched = await safeFetch(site.url('/hop1'), HTML);
    expect(fetched.body.toString()).toBe('<title>Hello</title>');
    expect(fetched.url.href).toBe(site.url('/page'));
  });

  it('gives up after 3 redirects', async () => {
    const before = site.requests.length;
    expect(await refusal(site.url('/hop0'))).toEqual({ errno: 'url-unreachable', message: 'We could not load this URL.', status: 502 });
    expect(site.requests.slice(before)).toEqual(['/hop0', '/hop1', '/hop2', '/hop3']);
  });

  it.each([
    ['/to-metadata', 'the cloud metadata address'],
    ['/to-private', 'a private address'],
    ['/to-loopback6', 'the IPv6 loopback'],
    ['/to-file', 'a file URL'],
  ])('refuses a redirect to %s (%s)', async (path) => {
    expect(await refusal(site.url(path))).toEqual({ errno: 'invalid-url', message: 'URL is invalid.', status: 422 });
  });

  it('refuses a body the server declares too large, before reading it', async () => {
    expect(await refusal(site.url('/declared-large'))).toEqual({ errno: 'file-too-large', message: 'File too large.', status: 422 });
  });

  it('stops reading a body that streams past the cap, and drops the connection', async () => {
    expect(await refusal(site.url('/endless'))).toMatchObject({ errno: 'file-too-large' });
    expect(await streamClosedEarly).toBe(true);
  });

  it('counts the decoded bytes, so a small compressed body that expands past the cap is refused', async () => {
    expect(await refusal(site.url('/gzip-bomb'))).toMatchObject({ errno: 'file-too-large' });
  });

  it('refuses a type it was not asked for, or none', async () => {
    expect(await refusal(site.url('/image'))).toEqual({ errno: 'invalid-mimetype', message: 'File type not allowed.', status: 422 });
    expect(await refusal(site.url('/untyped'))).toMatchObject({ errno: 'invalid-mimetype' });
    expect(await refusal(site.url('/page'), { ...HTML, accept: ['application/pdf'] })).toMatchObject({ errno: 'invalid-mimetype' });
  });

  it('answers url-unreachable for error statuses, a silent server and a closed port', async () => {
    expect(await refusal(site.url('/missing'))).toMatchObject({ errno: 'url-unreachable' });
    expect(await refusal(site.url('/broken'))).toMatchObject({ errno: 'url-unreachable' });
    const started = Date.now();
    expect(await refusal(site.url('/silent'), { ...HTML, timeoutMs: 300 })).toMatchObject({ errno: 'url-unreachable' });
    expect(Date.now() - started).toBeLessThan(3000);
    const closed: Server = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    expect(await refusal(`http://127.0.0.1:${port}/`)).toMatchObject({ errno: 'url-unreachable' });
  });
});

describe('safeFetch by POST', () => {
  const JSON_POST: SafeFetchOptions = { accept: ['application/json'], maxBytes: 64 * 1024, timeoutMs: 5000, allowAddress: allowTestServer, post: { contentType: 'application/json', body: '{"a":1}', authorization: 'Bearer t-1' } };

  it('sends the body with its type and authorization', async () => {
    const fetched = await safeFetch(site.url('/echo'), JSON_POST);
    expect(JSON.parse(Buffer.from(fetched.body).toString('utf8'))).toEqual({ method: 'POST', type: 'application/json', authorization: 'Bearer t-1', body: '{"a":1}' });
  });

  it('follows no redirect, and refuses a private address before sending anything', async () => {
    expect(await refusal(site.url('/post-redirect'), JSON_POST)).toMatchObject({ errno: 'url-unreachable' });
    expect(await refusal('http://10.0.0.7/register', JSON_POST)).toMatchObject({ errno: 'invalid-url' });
  });
});

describe('safeFetch refuses what is not a public http(s) URL', () => {
  const NO_TEST_SERVER: SafeFetchOptions = { accept: ['text/html'], maxBytes: 1024, timeoutMs: 5000 };

  it('refuses loopback by default, before sending anything', async () => {
    const before = site.requests.length;
    const port = new URL(site.url('/')).port;
    for (const url of [site.url('/page'), `http://localhost:${port}/page`, `http://2130706433:${port}/page`, `http://0x7f.1:${port}/page`, `http://[::ffff:127.0.0.1]:${port}/page`]) {
      expect(await refusal(url, NO_TEST_SERVER)).toEqual({ errno: 'invalid-url', message: 'URL is invalid.', status: 422 });
    }
    expect(site.requests.length).toBe(before);
  });

  it.each(['http://169.254.169.254/latest/meta-data/', 'http://10.1.2.3/', 'http://[::1]/', 'http://[fd00::1]/', 'http://0.0.0.0/', 'http://100.64.0.1/'])('refuses %s', async (url) => {
    expect(await refusal(url, NO_TEST_SERVER)).toMatchObject({ errno: 'invalid-url' });
  });

  it.each(['ftp://example.com/file', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,<p>x</p>', 'not a url', '/relative/path', 'http://user:secret@example.com/'])(
    'refuses %s',
    async (url) => {
      expect(await refusal(url, NO_TEST_SERVER)).toMatchObject({ errno: 'invalid-url' });
    },
  );

  it('refuses a host name that does not resolve', async () => {
    expect(await refusal('http://no-such-host.invalid/', NO_TEST_SERVER)).toMatchObject({ errno: 'invalid-url' });
  });
});

describe('requestPinned', () => {
  it('connects to the vetted address whatever the name resolves to, and keeps the name as Host', async () => {
    let host: string | undefined;
    const hostSite = await startLocalSite({
      '/whoami': (request, response) => {
        host = request.headers.host;
        response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      },
    });
    try {
      // ".invalid" never resolves: only the pinned address can have been used.
      const url = new URL(hostSite.url('/whoami').replace('127.0.0.1', 'pinned.invalid'));
      const response = await requestPinned(url, { address: '127.0.0.1', family: 4 }, {}, AbortSignal.timeout(5000));
      response.resume();
      expect(response.statusCode).toBe(200);
      expect(host).toBe(`pinned.invalid:${url.port}`);
    } finally {
      await hostSite.close();
    }
  });
});
