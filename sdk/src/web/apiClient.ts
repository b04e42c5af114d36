import { callPath, type AnyCall, type CallAnswer, type CallArgs, type CallArgsOptional, type CallParams, type CallQuery } from '@lms/contract/call.ts';
import type { ApiErrorBody } from '@lms/contract';

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

/** `api.call(call)` when the call has no params and no body, else `api.call(call, { params, body, query })`. */
export type CallArgsTuple<C extends AnyCall> = CallArgsOptional<C> extends true ? [args?: CallArgs<C>] : [args: CallArgs<C>];

/** The untyped methods under `call`: a path string and a body. */
export interface RawApiClient {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** POSTs a multipart form (a file upload); the browser streams the file. */
  upload<T = unknown>(path: string, form: FormData): Promise<T>;
}

export interface ApiClient extends RawApiClient {
  /**
   * Makes a call declared with `defineCall` (the route's own reference): the
   * path filled from `params`, the body and query typed by the call, the answer
   * typed by its answer schema. The way every screen talks to the server.
   */
  call<C extends AnyCall>(call: C, ...args: CallArgsTuple<C>): Promise<CallAnswer<C>>;
  /** Sends a multipart form (a file upload) to a `streamBody` call, with the call's query if it has one; the browser streams the file. */
  send<C extends AnyCall>(
    call: C,
    form: FormData,
    ...args: keyof CallParams<C> extends never ? [] : [params: CallParams<C>, query?: CallQuery<C>]
  ): Promise<CallAnswer<C>>;
}

export interface ApiClientOptions {
  /** Called for every failed call before it is thrown (the host's global error rule). */
  onError?(error: ApiError): void;
  fetch?: typeof fetch;
  /** Solves a captcha challenge into the `captcha_challenge` to send (default: ALTCHA's proof of work, loaded on first use). */
  solveCaptcha?(challenge: unknown): Promise<string | null>;
}

/** The server asks for a solved captcha (issue 26 item 10): the answer carries the challenge. */
const CAPTCHA_ERRNOS = new Set(['captcha-required', 'captcha-invalid']);

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof FormData);

const defaultSolveCaptcha = async (challenge: unknown) => (await import('./captchaSolver.ts')).solveCaptcha(challenge);

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
  const solveCaptcha = options.solveCaptcha ?? defaultSolveCaptcha;
  /** `captchaSolved`: this is the call sent again with a solved captcha; a second refusal is the caller's. */
  async function call<T>(method: string, path: string, body?: unknown, captchaSolved = false): Promise<T> {
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
      // Past the throttling threshold the form's call is sent again once, with the browser's solution: the person sees only a longer wait.
      if (!captchaSolved && CAPTCHA_ERRNOS.has(error.errno) && details.captcha && isPlainObject(body)) {
        const solved = await solveCaptcha(details.captcha).catch(() => null);
        if (solved) return call(method, path, { ...body, captcha_challenge: solved }, true);
      }
      options.onError?.(error);
      throw error;
    }
    return parsed as T;
  }
  return withTypedCalls({
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    delete: (path, body) => call('DELETE', path, body),
    upload: (path, form) => call('POST', path, form),
  });
}

/** An ApiClient over raw methods: its typed calls go through them (the host's split read and write clients, a test's fakes). */
export function withTypedCalls<R extends RawApiClient>(methods: R): R & ApiClient {
  const client = methods as R & ApiClient;
  client.call = (definition, ...[args]) => typedCall(client, definition, args);
  client.send = (definition, form, ...[params, query]) =>
    client.upload(callPath(definition.path, params as Record<string, string> | undefined, query as Record<string, unknown> | undefined), form);
  return client;
}

/** A typed call through a client's methods (so a fake client's per-method answers serve typed calls too). */
export function typedCall<C extends AnyCall>(client: RawApiClient, definition: C, args: CallArgs<C> | undefined): Promise<CallAnswer<C>> {
  const { params, body, query } = (args ?? {}) as { params?: Record<string, string>; body?: unknown; query?: Record<string, unknown> };
  const path = callPath(definition.path, params, query);
  switch (definition.method) {
    case 'GET':
      return client.get(path);
    case 'POST':
      return client.post(path, body);
    case 'PUT':
      return client.put(path, body);
    case 'DELETE':
      return client.delete(path, body);
    case 'PATCH':
      throw new Error(`${definition.path}: the web client makes no PATCH calls`);
  }
}
