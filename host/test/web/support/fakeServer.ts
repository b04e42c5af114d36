/** A stand-in for the server: answers `${METHOD} ${path}` with JSON, and records every call. */
export interface FakeAnswer {
  status?: number;
  /** Answered as JSON. */
  body?: unknown;
  /** Answered as it is (for pages rather than API calls). */
  text?: string;
}

export type FakeRoutes = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

export interface FakeServer {
  fetch: typeof fetch;
  calls: { method: string; path: string; body: unknown }[];
}

export function fakeServer(routes: FakeRoutes): FakeServer {
  const calls: FakeServer['calls'] = [];
  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const path = String(input);
    // A multipart upload is recorded as its form, for tests to read its fields and file.
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { errno: 'not-found', error: 'Not found' } });
    if (answer.text !== undefined) return new Response(answer.text, { status: answer.status ?? 200, headers: { 'Content-Type': 'text/html' } });
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fakeFetch as typeof fetch, calls };
}

export const NOT_LOGGED: FakeAnswer = { status: 401, body: { errno: 'not-logged', error: 'not logged in' } };
