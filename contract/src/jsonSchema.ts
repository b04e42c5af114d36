/**
 * A JSON Schema as the kernel accepts it (draft 2020-12 subset understood by ajv),
 * optionally carrying the TypeScript type of the data it validates.
 * `jsonSchema<T>()` ties the two together for component configs and realtime payloads;
 * route bodies, queries and answers are TypeBox schemas of their call (call.ts).
 */
export type JsonSchema = Record<string, unknown>;

declare const schemaType: unique symbol;

export type TypedSchema<T> = JsonSchema & { readonly [schemaType]?: T };

export function jsonSchema<T>(schema: JsonSchema): TypedSchema<T> {
  return schema as TypedSchema<T>;
}

export type SchemaData<S> = S extends TypedSchema<infer T> ? (unknown extends T ? unknown : T) : unknown;
