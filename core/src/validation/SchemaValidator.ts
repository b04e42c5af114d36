import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import addErrorsModule from 'ajv-errors';
import type { JsonSchema } from '@lms/contract/jsonSchema.ts';
import type { FieldError } from '@lms/contract/errors/LmsError.ts';
import { strictObjects } from './strictObjects.ts';
import { titleTextKeyword } from './titleText.ts';
import { numericFields, numericTextProblems } from './numericText.ts';

// Both are CommonJS modules whose plugin function sits on `.default` when imported from ESM.
type AjvPlugin = (ajv: Ajv) => Ajv;
const addFormats = (addFormatsModule as unknown as { default: AjvPlugin }).default;
const addErrors = (addErrorsModule as unknown as { default: AjvPlugin }).default;

export type Validate = (data: unknown) => FieldError[] | null;

/** A 422 names at most this many fields: enough for any form, and the answer stays small whatever was sent. */
export const MAX_FIELD_ERRORS = 50;

function createAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, coerceTypes, useDefaults: coerceTypes, allowUnionTypes: true });
  addFormats(ajv);
  addErrors(ajv);
  ajv.addKeyword(titleTextKeyword);
  return ajv;
}

function pointerToField(pointer: string): string {
  return pointer.replace(/^\//, '').replace(/~1/g, '/').replace(/~0/g, '~');
}

function join(path: string, name: string): string {
  return path ? `${path}/${name}` : name;
}

function toFieldError(error: ErrorObject): FieldError {
  const at = pointerToField(error.instancePath);
  if (error.keyword === 'errorMessage') {
    const original = (error.params as { errors?: ErrorObject[] }).errors?.[0];
    const missing = original?.keyword === 'required' ? (original.params as { missingProperty: string }).missingProperty : undefined;
    return { field: missing ? join(at, missing) : at, message: error.message ?? 'is invalid' };
  }
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return { field: join(at, missing), message: `${missing} is required` };
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    return { field: join(at, extra), message: `Unknown field "${extra}"` };
  }
  return { field: at, message: `${at || 'value'} ${error.message ?? 'is invalid'}` };
}

/** The two compilers every validator shares, made on first use: bodies as sent, query strings coerced. */
const compilers: { strict?: Ajv; coercing?: Ajv } = {};
function compiler(coerce: boolean): Ajv {
  const key = coerce ? 'coercing' : 'strict';
  return (compilers[key] ??= createAjv(coerce));
}

/**
 * What each schema compiled to, by the schema object, per mode. Every kernel registers the same
 * route, job and config schemas (module constants of core and of each plugin): compiling them anew
 * per kernel was half the CPU of the test suite's kernels (issue 15 item 8), and a second node of
 * a deployment, or a server reloading its site plugins, paid it again. A plugin loaded anew brings
 * new objects, compiled then.
 */
const compiled = { strict: new WeakMap<JsonSchema, Validate>(), coercing: new WeakMap<JsonSchema, Validate>() };

function compileValidate(schema: JsonSchema, coerce: boolean): Validate {
  const ajv = compiler(coerce);
  const prepared = strictObjects(schema);
  const validate: ValidateFunction = ajv.compile(prepared);
  // The compiled function keeps what it needs; the compiler forgets the schema (and its $id, which the
  // same schema loaded again would otherwise clash with), so it holds nothing of a plugin that goes.
  ajv.removeSchema(prepared);
  const numeric = coerce ? numericFields(schema) : [];
  return (data) => {
    const garbled = numericTextProblems(data, numeric);
    if (garbled.length) return garbled;
    if (validate(data)) return null;
    // One message per field: the first the schema gives (e.g. "missing" before "malformed").
    const fields = new Map<string, FieldError>();
    for (const error of validate.errors ?? []) {
      const field = toFieldError(error);
      if (!fields.has(field.field)) fields.set(field.field, field);
      if (fields.size === MAX_FIELD_ERRORS) break;
    }
    return [...fields.values()];
  };
}

/**
 * Compiles JSON Schemas into validators that answer with the failing fields.
 * Bodies are validated as sent; query strings are coerced (they only carry strings).
 */
export class SchemaValidator {
  /** Throws when the schema does not compile; the message says why. */
  compile(schema: JsonSchema, options: { coerce?: boolean } = {}): Validate {
    const coerce = options.coerce === true;
    const cache = coerce ? compiled.coercing : compiled.strict;
    let validate = cache.get(schema);
    if (!validate) {
      validate = compileValidate(schema, coerce);
      cache.set(schema, validate);
    }
    return validate;
  }
}
