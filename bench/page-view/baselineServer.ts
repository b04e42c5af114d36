import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BaselineError, type BaselineWork } from './baselineWork.ts';

const ID = '([0-9a-f]{24})';
const PAGE_PATH = new RegExp(`^/server/pages/${ID}/${ID}/${ID}/$`);
const OUTLINE_PATH = new RegExp(`^/server/courses/${ID}/$`);

export function sessionToken(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === 'lms_session') return value;
  }
  return undefined;
}

function answer(response: http.ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'cache-control': 'no-store',
  });
  response.end(json);
}

async function route(work: BaselineWork, request: http.IncomingMessage): Promise<unknown> {
  const token = sessionToken(request.headers.cookie);
  const path = request.url ?? '';
  const page = request.method === 'GET' ? PAGE_PATH.exec(path) : null;
  if (page) return work.page(token, page[1]!, page[2]!, page[3]!);
  const outline = request.method === 'GET' ? OUTLINE_PATH.exec(path) : null;
  if (outline) return work.outline(token, outline[1]!);
  throw new BaselineError(404, 'not-found', `No such call: ${request.method} ${path}`);
}

export interface BaselineServer {
  url: string;
  close(): Promise<void>;
}

/** The baseline: plain node:http, no framework, no middleware; the page screen's two calls and nothing else. */
export async function startBaselineServer(work: BaselineWork): Promise<BaselineServer> {
  const server = http.createServer((request, response) => {
    route(work, request).then(
      (body) => answer(response, 200, body),
      (error: unknown) => {
        if (error instanceof BaselineError) answer(response, error.status, { errno: error.errno, error: error.message, ...error.details });
        else answer(response, 500, { errno: 'internal-error', error: (error as Error).message });
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
