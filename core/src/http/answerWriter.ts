import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fastJson from 'fast-json-stringify';
import type { TSchema } from '@sinclair/typebox';
import { answerKind, orNoAnswerSchema } from '@lms/contract/call.ts';

/** How a route's success answer is written: through its call's answer schema. */
export type AnswerWriter =
  | { kind: 'none' | 'stream' }
  | {
      kind: 'json';
      /** The handler may answer nothing instead (204): an `OrNoAnswer`. */
      optional: boolean;
      /** The JSON text of an answer: only the fields the schema declares, in its types. */
      serialize(value: unknown): string;
      /** Null when the answer matches the schema; else what does not (tests and development). */
      mismatch: ((value: unknown) => string | null) | null;
    };

// One checker for every answer schema; separate from the request validator, which coerces and rewrites messages.
let answerAjv: Ajv | null = null;
function checker(): Ajv {
  if (!answerAjv) {
    answerAjv = new Ajv({ allErrors: true, strict: false, validateFormats: true });
    (addFormatsModule as unknown as { default: (ajv: Ajv) => Ajv }).default(answerAjv);
  }
  return answerAjv;
}

/** The `$id`s a schema names its sub-schemas by (a recursive answer, e.g. the board's Post). */
function declaredIds(schema: unknown, ids: Set<string> = new Set()): Set<string> {
  if (typeof schema !== 'object' || schema === null) return ids;
  if (typeof (schema as { $id?: unknown }).$id === 'string') ids.add((schema as { $id: string }).$id);
  for (const value of Object.values(schema)) declaredIds(value, ids);
  return ids;
}

/**
 * Compiles an answer's checker. The checker forgets the ids the answer declares
 * first: the same answer comes again, as other objects, when its plugin is loaded
 * anew (another kernel, another test file), and an id kept from before would clash
 * or point into the earlier schema. Checkers compiled before keep working.
 */
function compileCheck(schema: TSchema) {
  const ajv = checker();
  for (const id of declaredIds(schema)) ajv.removeSchema(id);
  return ajv.compile(schema);
}

function describe(errors: ErrorObject[]): string {
  return errors
    .slice(0, 5)
    .map((error) => `${error.instancePath || '(answer)'} ${error.message ?? 'does not match'}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`)
    .join('; ');
}

/**
 * A call's answer writer. Its serialiser and checker are compiled on the route's
 * first answer, not at registration: compiling every schema of every plugin is
 * about half a second, which each kernel (a server start, every test file's)
 * would pay for routes it may never answer.
 */
export function compileAnswer(schema: TSchema, options: { check: boolean }): AnswerWriter {
  const kind = answerKind(schema);
  if (kind !== 'json') return { kind };
  const wrapped = orNoAnswerSchema(schema);
  const json = wrapped ?? schema;
  let serializer: ((value: unknown) => string) | undefined;
  let validate: ReturnType<typeof compileCheck> | undefined;
  return {
    kind,
    optional: wrapped !== null,
    serialize: (value) => (serializer ??= fastJson(json as object) as (value: unknown) => string)(value),
    mismatch: options.check
      ? (value) => {
          validate ??= compileCheck(json);
          return validate(value) ? null : describe(validate.errors ?? []);
        }
      : null,
  };
}
