import type { JsonSchema } from '../contract/jsonSchema.ts';

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'not', 'if', 'then', 'else', 'contains', 'additionalProperties'];

/**
 * Returns a copy of `schema` where every object schema that does not say
 * otherwise rejects unknown fields: the product never stores a field it does not know.
 */
export function strictObjects(schema: JsonSchema): JsonSchema {
  const copy: JsonSchema = { ...schema };
  const isObject = copy.type === 'object' || (copy.properties !== undefined && copy.type === undefined);
  if (isObject && copy.additionalProperties === undefined && copy.unevaluatedProperties === undefined) {
    copy.additionalProperties = false;
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
