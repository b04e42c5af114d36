import { performance } from 'node:perf_hooks';

/** A logged-in browser's cookies: the session, and the XSRF token it echoes. */
export interface BrowserCredentials {
  userId: string;
  /** The Cookie header (session and XSRF-TOKEN). */
  cookie: string;
  xsrf: string;
}

/** What one call answered, and how long it took from sending to the last byte of the answer. */
export interface TimedAnswer {
  /** 0 when no answer came (the connection failed). */
  status: number;
  body: any;
  ms: number;
}

/** A logged-in browser calling the API as the web app does: cookies, the echoed XSRF token, the API version header, JSON. */
export class BrowserSession {
  constructor(
    private readonly baseUrl: string,
    readonly credentials: BrowserCredentials,
  ) {}

  get userId(): string {
    return this.credentials.userId;
  }

  async call(method: string, path: string, body?: unknown): Promise<TimedAnswer> {
    const headers: Record<string, string> = { cookie: this.credentials.cookie, 'x-xsrf-token': this.credentials.xsrf, 'x-api-version': '6.0' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const answer = await fetch(`${this.baseUrl}/server/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await answer.text();
      const parsed: unknown = answer.headers.get('content-type')?.includes('application/json') && text ? JSON.parse(text) : text;
      return { status: answer.status, body: parsed, ms: performance.now() - started };
    } catch (error) {
      return { status: 0, body: { error: String(error) }, ms: performance.now() - started };
    }
  }
}

/** "STATUS error" of a refused call, for failure lists. */
export const describeAnswer = (answer: TimedAnswer) => `${answer.status} ${typeof answer.body === 'object' && answer.body ? (answer.body as { error?: string }).error ?? JSON.stringify(answer.body) : String(answer.body)}`;
