/** What a call answered: status, parsed JSON body (if any) and headers. */
export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * An HTTP client for integration tests that behaves like the browser app: it
 * keeps cookies, echoes the XSRF token, sends the API version header and JSON.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  private remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Sends a request to `/server/${path}`; `init.raw` sends a body as is; `init.signal` can abort it (a time limit). */
  async request<T = any>(method: string, path: string, body?: unknown, init: { headers?: Record<string, string>; raw?: string; signal?: AbortSignal } = {}): Promise<TestResponse<T>> {
    if (!this.cookies.has('XSRF-TOKEN') && method !== 'GET') await this.request('GET', 'now');
    const headers: Record<string, string> = { 'x-api-version': '6.0', ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && !('x-xsrf-token' in headers)) headers['x-xsrf-token'] = xsrf;
    let payload: string | FormData | undefined = init.raw;
    if (body instanceof FormData) {
      // fetch writes the multipart boundary into the Content-Type itself.
      payload = body;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.baseUrl}/server/${path.replace(/^\//, '')}`, { method, headers, body: payload, redirect: 'manual', signal: init.signal });
    this.remember(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }

  /** POSTs a multipart form (an upload). */
  upload<T = any>(path: string, form: FormData) {
    return this.request<T>('POST', path, form);
  }

  /** GETs raw bytes (a served file), with extra headers such as Range. */
  async download(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${this.baseUrl}/${path.replace(/^\//, '')}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }

  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }

  delete<T = any>(path: string, body?: unknown) {
    return this.request<T>('DELETE', path, body);
  }

  /** Logs in through `login/`; throws when that fails. */
  async login(email: string, password: string): Promise<void> {
    const response = await this.post('login/', { email, password });
    if (response.status !== 200) throw new Error(`login as ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
}
