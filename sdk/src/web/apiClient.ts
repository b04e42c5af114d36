import type { ApiErrorBody } from '@lms/core/contract';

/** Part 1 §9: the API version the client speaks; sent on every call. */
export const CLIENT_API_VERSION = '6.0';

/** A failed call: the server's `{ errno, error, fields }`, or status 0 when the server was not reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errno: string,
    message: string,
    readonly fields: { field: string; message: string }[] = [],
    /** The rest of the error answer (e.g. `laterDate` of a `start-date`). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The message for one field of a 422, if the server named it. */
  fieldMessage(field: string): string | undefined {
    return this.fields.find((f) => f.field === field)?.message;
  }
}

export interface ApiClient {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** POSTs a multipart form (a file upload); the browser streams the file. */
  upload<T = unknown>(path: string, form: FormData): Promise<T>;
}

export interface ApiClientOptions {
  /** Called for every failed call before it is thrown (the host's global error rule). */
  onError?(error: ApiError): void;
  fetch?: typeof fetch;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/**
 * Calls `/server/${path}` with the API version header, the session cookie and the
 * double-submit XSRF token; answers parsed JSON or throws ApiError.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'X-Api-Version': CLIENT_API_VERSION, Accept: 'application/json' };
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    const multipart = body instanceof FormData;
    // A multipart body's Content-Type carries its boundary: the browser writes it.
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(`/server/${path.replace(/^\//, '')}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      });
    } catch {
      const error = new ApiError(0, 'connection', 'Connection error. Try again later.');
      options.onError?.(error);
      throw error;
    }
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      const answer = (parsed ?? {}) as Partial<ApiErrorBody>;
      const details = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
      const error = new ApiError(response.status, answer.errno ?? 'unknown', answer.error ?? response.statusText ?? 'Unknown error.', answer.fields ?? [], details);
      options.onError?.(error);
      throw error;
    }
    return parsed as T;
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    delete: (path, body) => call('DELETE', path, body),
    upload: (path, form) => call('POST', path, form),
  };
}
