import type { JsonSchema } from '@lms/contract/jsonSchema.ts';

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'not', 'if', 'then', 'else', 'contains', 'additionalProperties'];

// PostgreSQL's integer: a larger value in an integer column or parameter fails in the database (a 500), not in validation.
const INTEGER_MIN = -2147483648;
const INTEGER_MAX = 2147483647;

function isInteger(schema: JsonSchema): boolean {
  return schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
}

/**
 * Returns a copy of `schema` with the kernel's defaults wherever the schema
 * does not say otherwise: every object schema rejects unknown fields (the
 * product never stores a field it does not know), and every integer fits
 * PostgreSQL's integer (a schema that needs more states its own bounds).
 */
export function strictObjects(schema: JsonSchema): JsonSchema {
  const copy: JsonSchema = { ...schema };
  const isObject = copy.type === 'object' || (copy.properties !== undefined && copy.type === undefined);
  if (isObject && copy.additionalProperties === undefined && copy.unevaluatedProperties === undefined) {
    copy.additionalProperties = false;
  }
  if (isInteger(copy)) {
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = INTEGER_MIN;
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = INTEGER_MAX;
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = copy[key];
    if (map && typeof map === 'object') {
      copy[key] = Object.fromEntries(
        Object.entries(map as Record<string, unknown>).map(([name, sub]) => [name, walk(sub)]),
      );
    }
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map(walk);
  }
  for (const key of SUBSCHEMAS) {
    if (copy[key] !== undefined) copy[key] = walk(copy[key]);
  }
  return copy;
}

function walk(sub: unknown): unknown {
  return sub && typeof sub === 'object' && !Array.isArray(sub) ? strictObjects(sub as JsonSchema) : sub;
}
