import fc from 'fast-check';
import { ADVERSARIAL_NUMBERS, adversarialString, oddKey, serialiseBody, structuralBombs, wrongValue } from './adversarialValues.ts';

/**
 * Fuzz inputs derived from a route's JSON body schema (the subset of JSON
 * Schema the routes use: type, enum, const, properties, required,
 * additionalProperties, items, min/max, pattern, format, anyOf/oneOf/allOf).
 *
 * Three modes: "plain" values fit the schema as far as the generator can tell
 * (they get past validation, so the handlers' own logic is fuzzed);
 * "shaped" ones follow its structure but put adversarial strings and numbers
 * in its leaves (they reach the handler where the schema allows them);
 * "mutated" ones also put wrong types anywhere, drop required fields and add
 * unknown ones. Raw bodies (broken JSON, other content types) and bodies that
 * ignore the schema altogether come on top.
 */

export type Mode = 'plain' | 'shaped' | 'mutated' | Tainted;

/** A plain value whose every free-text field (no format, enum or anchored pattern) ends with `taint`: one odd character in every place text is stored. */
export interface Tainted {
  taint: string;
}

const isPlain = (mode: Mode): boolean => mode === 'plain' || typeof mode === 'object';

type Schema = Record<string, unknown>;

/** What a fuzz call sends as its body. */
export type FuzzBody = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string };

/** Real ids (of the fixture's course, lessons, users...) that id-shaped strings are drawn from beside random ones. */
export interface IdPool {
  ids: readonly string[];
}

const ID_PATTERN = /\[0-9a-f\]\{24\}/;
/** Bounds a generated collection: schemas allow hundreds of items, a fuzz call needs a few (the limits get their own values). */
const FEW = 4;
const MAX_DEPTH = 5;

export const hexId = (): fc.Arbitrary<string> => fc.stringMatching(/^[0-9a-f]{24}$/);

function asSchema(value: unknown): Schema {
  return value && typeof value === 'object' ? (value as Schema) : {};
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

function idString(pool: IdPool): fc.Arbitrary<string> {
  return pool.ids.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool.ids) }, { weight: 1, arbitrary: hexId() }) : hexId();
}

/** Strings the pattern accepts, when fast-check can write them (most route patterns are simple). */
function matching(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return null;
  }
}

function dateTime(): fc.Arbitrary<string> {
  return fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString());
}

function stringArbitrary(schema: Schema, pool: IdPool, mode: Mode): fc.Arbitrary<unknown> {
  const maxLength = numberOr(schema.maxLength, 10_000);
  const minLength = numberOr(schema.minLength, 0);
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : null;
  const words = fc.string({ minLength: Math.min(minLength, 40), maxLength: Math.min(maxLength, 40), unit: 'grapheme' });
  const free: fc.Arbitrary<string>[] = isPlain(mode) ? [words] : [words, fc.string({ maxLength: 20, unit: 'binary' })];
  const fitting = pattern ? (ID_PATTERN.test(pattern) ? idString(pool) : matching(pattern)) : null;
  // A pattern's fitting values are what gets a body past validation: free text rarely does.
  const formatted = schema.format === 'date-time' || schema.format === 'date' ? dateTime() : schema.format === 'email' ? fc.emailAddress() : schema.format === 'uri' || schema.format === 'url' ? fc.webUrl() : null;
  const ordinary: fc.Arbitrary<string>[] = formatted ? [formatted] : fitting ? [fitting] : free;
  if (isPlain(mode)) {
    // An anchored pattern (an id, a code) or a format refuses the taint anyway; free text and unanchored patterns such as `\S` take it.
    const taint = typeof mode === 'object' && !formatted && !pattern?.startsWith('^') ? mode.taint : '';
    return fc.oneof(...ordinary).map((text) => (text.length < minLength ? text.padEnd(minLength, 'x') : text) + taint);
  }
  if (formatted) ordinary.push(...free);
  const boundaries = [minLength - 1, minLength, maxLength, maxLength + 1].filter((length) => length >= 0 && length <= 600_000).map((length) => 'x'.repeat(length));
  return fc.oneof(
    { weight: 8, arbitrary: fc.oneof(...ordinary) },
    { weight: 3, arbitrary: adversarialString() },
    // Adversarial text inside an otherwise fitting value: `Title\u0000`, an id with a bidi override...
    { weight: 2, arbitrary: fc.tuple(fc.oneof(...ordinary), adversarialString()).map(([fit, odd]) => fit + odd) },
    { weight: 1, arbitrary: fc.constantFrom(...boundaries) },
  );
}

function numberArbitrary(schema: Schema, integer: boolean, mode: Mode): fc.Arbitrary<unknown> {
  const min = numberOr(schema.minimum, numberOr(schema.exclusiveMinimum, -1_000_000));
  const max = numberOr(schema.maximum, numberOr(schema.exclusiveMaximum, 1_000_000));
  const low = Math.max(min, Number.MIN_SAFE_INTEGER);
  const high = Math.min(max, Number.MAX_SAFE_INTEGER);
  const inRange = integer ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) }) : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
  if (isPlain(mode)) return inRange;
  return fc.oneof(
    { weight: 4, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(min - 1, min, max, max + 1, min + 0.5) },
    { weight: 3, arbitrary: fc.constantFrom(...ADVERSARIAL_NUMBERS) },
  );
}

function arrayArbitrary(schema: Schema, pool: IdPool, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const item = valueArbitrary(asSchema(schema.items), pool, mode, depth + 1);
  const minItems = numberOr(schema.minItems, 0);
  const maxItems = numberOr(schema.maxItems, 1_000);
  const few = fc.array(item, { minLength: Math.min(minItems, FEW), maxLength: Math.max(Math.min(maxItems, FEW), Math.min(minItems, FEW)) });
  // One past the limit, made of repeats of one small item (a big list costs the server, not the generator).
  const tooMany = item.map((one) => new Array<unknown>(Math.min(maxItems + 1, 100_001)).fill(serialiseBody(one).length <= 64 ? one : null));
  return isPlain(mode) ? few : fc.oneof({ weight: 6, arbitrary: few }, { weight: 1, arbitrary: tooMany });
}

function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  // defineProperty, not assignment: `__proto__` becomes a field of the body, not its prototype.
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

function objectArbitrary(schema: Schema, pool: IdPool, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const properties = asSchema(schema.properties);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const fields = Object.keys(properties).map((key) =>
    fc.tuple(
      fc.constant(key),
      // Required fields are always there in a shaped value; a mutated one drops one now and then.
      required.has(key) ? (mode === 'mutated' ? fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }) : fc.constant(true)) : fc.boolean(),
      valueArbitrary(asSchema(properties[key]), pool, mode, depth + 1),
    ),
  );
  const additional = schema.additionalProperties;
  const extraValue = additional && typeof additional === 'object' ? valueArbitrary(asSchema(additional), pool, mode, depth + 1) : isPlain(mode) ? fc.jsonValue({ maxDepth: 2 }) : wrongValue();
  const openKeys = additional === undefined || additional === true || typeof additional === 'object';
  const extraKey = fc.oneof(idString(pool), oddKey());
  const extras = fc.array(fc.tuple(extraKey, extraValue), { maxLength: mode === 'mutated' || (openKeys && !Object.keys(properties).length) ? FEW : 0 });
  return fc.tuple(fc.tuple(...fields), extras).map(([chosen, extra]) => {
    const value: Record<string, unknown> = {};
    for (const [key, present, fieldValue] of chosen) if (present) withKey(value, key, fieldValue);
    for (const [key, fieldValue] of extra) withKey(value, key, fieldValue);
    return value;
  });
}

function typedArbitrary(type: string, schema: Schema, pool: IdPool, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema, pool, mode);
    case 'integer':
      return numberArbitrary(schema, true, mode);
    case 'number':
      return numberArbitrary(schema, false, mode);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema, pool, mode, depth);
    case 'object':
      return objectArbitrary(schema, pool, mode, depth);
    default:
      return wrongValue();
  }
}

/** Any JSON value, with adversarial leaves: what a schema that says nothing (`{}`) lets through. */
function anything(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 2, arbitrary: adversarialString() },
    { weight: 1, arbitrary: fc.constantFrom(...ADVERSARIAL_NUMBERS) },
    { weight: 1, arbitrary: structuralBombs() },
  );
}

/** A value for `schema`, in one of the three modes. */
export function valueArbitrary(schema: Schema, pool: IdPool, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  const right = ((): fc.Arbitrary<unknown> => {
    if (depth > MAX_DEPTH) return fc.jsonValue({ maxDepth: 1 });
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    if ('const' in schema) return fc.constant(schema.const);
    const choices = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
    if (Array.isArray(choices) && choices.length) return fc.oneof(...choices.map((choice) => valueArbitrary({ ...schema, anyOf: undefined, oneOf: undefined, ...asSchema(choice) }, pool, mode, depth + 1)));
    if (Array.isArray(schema.allOf) && schema.allOf.length) {
      const merged = Object.assign({}, schema, ...schema.allOf.map(asSchema)) as Schema;
      return valueArbitrary({ ...merged, allOf: undefined }, pool, mode, depth + 1);
    }
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
    if (!types.length && schema.properties) types.push('object');
    if (!types.length && schema.items) types.push('array');
    if (!types.length) return isPlain(mode) ? fc.jsonValue({ maxDepth: 2 }) : anything();
    return fc.oneof(...types.map((type) => typedArbitrary(type, schema, pool, mode, depth)));
  })();
  return mode === 'mutated' ? fc.oneof({ weight: 6, arbitrary: right }, { weight: 1, arbitrary: wrongValue() }) : right;
}

/** Texts that are not the JSON object a route reads: broken JSON, other types, other content types. */
export function rawBodyArbitrary(): fc.Arbitrary<FuzzBody> {
  const json = (text: string): FuzzBody => ({ kind: 'raw', text, contentType: 'application/json' });
  return fc.oneof(
    fc.constantFrom(
      json('{'),
      json('{"a":'),
      json('{"a":1,}'),
      json("{'a':1}"),
      json('nul'),
      json('\u0000'),
      json('\ufeff{}'),
      json('null'),
      json('[]'),
      json('"text"'),
      json('1e400'),
      json('{"__proto__":{"administrator":3},"constructor":{"prototype":{"administrator":3}}}'),
      json('{"a":1,"a":2}'),
      json('['.repeat(200_000)),
      { kind: 'raw', text: '{"a":1}', contentType: 'text/plain' },
      { kind: 'raw', text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
      { kind: 'raw', text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', contentType: 'multipart/form-data; boundary=x' },
      { kind: 'raw', text: '{"a":1}', contentType: 'application/json; charset=utf-16' },
      { kind: 'raw', text: '<a/>', contentType: 'application/xml' },
    ),
    fc.string({ maxLength: 40, unit: 'binary' }).map(json),
  );
}

/**
 * The bodies a route is fuzzed with: mostly derived from its schema, some
 * ignoring it. A route without a body schema takes no body: it gets an empty
 * one, `{}`, and anything else.
 */
export function bodyArbitrary(schema: Schema | null, pool: IdPool): fc.Arbitrary<FuzzBody> {
  const json = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((value): FuzzBody => ({ kind: 'json', value }));
  if (!schema) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
      { weight: 2, arbitrary: fc.constant<FuzzBody>({ kind: 'json', value: {} }) },
      { weight: 2, arbitrary: json(anything()) },
      { weight: 1, arbitrary: rawBodyArbitrary() },
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: json(valueArbitrary(schema, pool, 'plain')) },
    { weight: 7, arbitrary: json(valueArbitrary(schema, pool, 'shaped')) },
    { weight: 5, arbitrary: json(valueArbitrary(schema, pool, 'mutated')) },
    { weight: 1, arbitrary: json(anything()) },
    { weight: 1, arbitrary: rawBodyArbitrary() },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
  );
}
