import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/**
 * A call of the API as both sides see it: method, path, body, query and answer,
 * each schema a TypeBox schema, so the TypeScript types and the JSON Schemas the
 * kernel validates and serialises with come from one source. The server binds a
 * handler to it (`defineRoute(call, { permission, handler })`); the web calls it
 * (`api.call(call, { params, body, query })`) and gets the answer's type. A call
 * file imports nothing but TypeBox and other pure modules: it is bundled into the web.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The `x-lms-answer` mark of the two answers that are not JSON. */
const ANSWER_KIND = 'x-lms-answer';

/** The call answers nothing: 204, or a redirect the handler made through `reply.redirect`. */
export const NoAnswer: TUnsafe<void> = Type.Unsafe<void>({ [ANSWER_KIND]: 'none', description: 'No body (204), or a redirect.' });

/** The call answers bytes the handler streams through `reply.stream` (a file), not JSON. */
export const StreamAnswer: TUnsafe<void> = Type.Unsafe<void>({ [ANSWER_KIND]: 'stream', description: 'Bytes (a file).' });

/** The `x-lms-or-nothing` key of an `OrNoAnswer`: the JSON answer's own schema. */
const OR_NOTHING = 'x-lms-or-nothing';

/**
 * The call answers `schema`, or nothing (204) when the handler returns undefined:
 * e.g. a board post whose empty text is ignored (201 Post, or 204).
 */
export function OrNoAnswer<S extends TSchema>(schema: S): TUnsafe<Static<S> | undefined> {
  return Type.Unsafe<Static<S> | undefined>({ [OR_NOTHING]: schema, description: 'The answer, or no body (204).' });
}

/** 'json' for an answer schema, or which of the two non-JSON answers it is. */
export function answerKind(schema: TSchema): 'json' | 'none' | 'stream' {
  const kind = (schema as Record<string, unknown>)[ANSWER_KIND];
  return kind === 'none' || kind === 'stream' ? kind : 'json';
}

/** The JSON schema an `OrNoAnswer` wraps, or null for any other answer. */
export function orNoAnswerSchema(schema: TSchema): TSchema | null {
  return ((schema as Record<string, unknown>)[OR_NOTHING] as TSchema | undefined) ?? null;
}

/** `{ courseId: string, lessonId: string }` for `'pages/:courseId/:lessonId/'`. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : P extends `${string}:${infer Rest}`
    ? Rest extends `${infer Name}/${infer Tail}`
      ? { readonly [K in Name]: string } & PathParams<Tail>
      : { readonly [K in Rest]: string }
    : {};

export interface CallDefinition<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  A extends TSchema = TSchema,
> {
  method: M;
  /** Path under /server/, with `:name` parameters, e.g. "roster/:courseId/". A `...Id` parameter must be a 24-hex id. */
  path: P;
  /** One line for `lms routes` and docs/api.md. */
  summary: string;
  /** The JSON body (unknown fields rejected); absent: the call takes no body. */
  body?: B;
  /** The query string's parameters (strings). */
  query?: Q;
  /** What a success answers: a JSON schema (the kernel serialises the answer through it), NoAnswer or StreamAnswer. */
  answer: A;
}

export type AnyCall = CallDefinition<HttpMethod, string, TSchema | undefined, TSchema | undefined, TSchema>;

/** Declares a call; the `const` path keeps its literal type, which types the path parameters. */
export function defineCall<
  const M extends HttpMethod,
  const P extends string,
  A extends TSchema,
  B extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
>(definition: CallDefinition<M, P, B, Q, A>): CallDefinition<M, P, B, Q, A> {
  return Object.freeze(definition);
}

/** The static type of an optional schema field (`body?`, `query?`), or `Otherwise` when the call has none. */
type StaticOr<S, Otherwise> = [Exclude<S, undefined>] extends [never] ? Otherwise : Exclude<S, undefined> extends TSchema ? Static<Exclude<S, undefined>> : Otherwise;
type HasSchema<S> = [Exclude<S, undefined>] extends [never] ? false : true;

export type CallParams<C extends AnyCall> = PathParams<C['path']>;
export type CallBody<C extends AnyCall> = StaticOr<C['body'], undefined>;
export type CallQuery<C extends AnyCall> = StaticOr<C['query'], Record<string, never>>;
/** The answer a call's handler returns and its callers receive. */
export type CallAnswer<C extends AnyCall> = Static<C['answer']>;

type HasKeys<T> = keyof T extends never ? false : true;

/** What `api.call` takes besides the call: only the parts the call has. */
export type CallArgs<C extends AnyCall> = (HasKeys<CallParams<C>> extends true ? { params: CallParams<C> } : { params?: undefined }) &
  (HasSchema<C['body']> extends true ? { body: CallBody<C> } : { body?: undefined }) &
  (HasSchema<C['query']> extends true ? { query?: CallQuery<C> } : { query?: undefined });

/** Whether a call needs arguments at all (`api.call(call)` when it has neither params nor body). */
export type CallArgsOptional<C extends AnyCall> = HasKeys<CallParams<C>> extends true ? false : HasSchema<C['body']> extends true ? false : true;

/**
 * The path of a call with its parameters filled in (each encoded), and its query
 * string: `callPath(getPage, { courseId, lessonId, pageId })` -> 'pages/…/…/…/'.
 */
export function callPath(path: string, params: Readonly<Record<string, string>> = {}, query?: Readonly<Record<string, unknown>>): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: the parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
  if (!query) return filled;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) search.append(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

export { Type, type Static, type TSchema };
