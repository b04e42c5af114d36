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

/**
 * Compiles JSON Schemas into validators that answer with the failing fields.
 * Bodies are validated as sent; query strings are coerced (they only carry strings).
 */
export class SchemaValidator {
  private readonly strict = createAjv(false);
  private readonly coercing = createAjv(true);

  /** Throws when the schema does not compile; the message says why. */
  compile(schema: JsonSchema, options: { coerce?: boolean } = {}): Validate {
    const ajv = options.coerce ? this.coercing : this.strict;
    const validate: ValidateFunction = ajv.compile(strictObjects(schema));
    const numeric = options.coerce ? numericFields(schema) : [];
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
}
