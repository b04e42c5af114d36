import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicWeb } from '@lms/core';
import type { PublicWeb } from '@lms/contract/services.ts';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface LocalSite {
  /** `http://127.0.0.1:{port}{path}`. */
  url(path: string): string;
  /** The paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a free port, answering each path with its handler (404 otherwise). */
export async function startLocalSite(handlers: Record<string, Handler>): Promise<LocalSite> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    const handler = handlers[new URL(request.url ?? '/', 'http://site').pathname];
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The test's own server is the one loopback address let through; everything else keeps the real policy. */
export const allowTestServer = (address: string) => address === '127.0.0.1';

/** `coreServices.publicWeb` as the kernel builds it, letting through only the test's own server (allowTestServer). */
export function testPublicWeb(): PublicWeb {
  return publicWeb(allowTestServer);
}

/** A page answer. */
export function page(html: string, contentType = 'text/html; charset=utf-8'): Handler {
  return (_request, response) => response.writeHead(200, { 'content-type': contentType }).end(html);
}

/** A redirect answer. */
export function redirect(location: string, status = 302): Handler {
  return (_request, response) => response.writeHead(status, { location }).end();
}
