import fc from 'fast-check';

/**
 * The values a careless user or an attacker types where the server expects
 * ordinary text, numbers or ids: the raw material of the schema-derived fuzz
 * inputs (schemaArbitrary.ts puts them where each route's schema wants a value).
 */

/** Short strings that have broken servers somewhere: control characters, broken Unicode, markup, injections, number-likes. */
export const ADVERSARIAL_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  '\u202eevil\u202c',
  'zero\u200bwidth\u2060joiner\ufeff',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  "javascript:alert(1)",
  '<!--',
  ']]>',
  '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  '{{constructor.constructor("return process")()}}',
  '${7*7}',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '\\',
  '%00',
  '%ED%A0%80',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'http://127.0.0.1:1/',
  'file:///etc/passwd',
  '//evil.example',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0',
  '-1',
  '1e308',
  '1e400',
  '0x1F',
  '1.5',
  '9999999999999999999999999999',
  '-9223372036854775809',
  '0000-00-00',
  '2026-02-30T25:61:61Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00Z',
  '1970-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  'FFFFFFFFFFFFFFFFFFFFFFFF',
  'a@b',
  '@',
  'a'.repeat(70) + '@' + 'b'.repeat(250) + '.example',
];

/** Long strings, for the limits: markup that sanitising grows, plain letters, multi-byte characters. */
export const HUGE_STRINGS: readonly string[] = [
  'a'.repeat(70_000),
  '<'.repeat(500_000),
  '<div>'.repeat(60_000),
  '&#'.repeat(200_000),
  '€'.repeat(300_000),
  '\ud800'.repeat(20_000),
];

/** Numbers JSON can carry that handlers rarely expect; `-0` and `1e400` (Infinity once parsed) need raw JSON text. */
export const ADVERSARIAL_NUMBERS: readonly unknown[] = [
  0,
  -1,
  0.5,
  -0.5,
  1.5,
  1e-7,
  Number.MIN_VALUE,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  rawJson('-0'),
  rawJson('1e400'),
  rawJson('-1e400'),
  rawJson('123456789012345678901234567890'),
  rawJson('1.0000000000000000000000001'),
];

/** A number literal written as is into the JSON text (JSON.rawJSON, Node 21+). */
export function rawJson(text: string): unknown {
  return (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON(text);
}

/**
 * A JSON text too deep for JSON.stringify to write (it recurses): carried in
 * the value tree as is and spliced into the body text by `serialiseBody`.
 */
export class DeepJson {
  constructor(readonly text: string) {}
}

function nested(open: string, close: string, depth: number, inner = ''): DeepJson {
  return new DeepJson(open.repeat(depth) + inner + close.repeat(depth));
}

/** Values that cost a naive reader: deep nesting, many keys, long lists. */
export function structuralBombs(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(100, 5_000, 100_000).map((depth) => nested('[', ']', depth)),
    fc.constantFrom(100, 5_000, 50_000).map((depth) => nested('{"a":', '}', depth, '1')),
    fc.constantFrom(1_000, 20_000).map((count) => Object.fromEntries(Array.from({ length: count }, (_, n) => [`k${n}`, n]))),
    fc.constantFrom(10_000, 100_000).map((count) => new Array<number>(count).fill(0)),
  );
}

/** Writes a body value as JSON text, splicing in the DeepJson parts. */
export function serialiseBody(value: unknown): string {
  const deep: string[] = [];
  const marker = (n: number) => `\u0000deep-json-${n}\u0000`;
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof DeepJson) {
      deep.push(item.text);
      return marker(deep.length - 1);
    }
    return item;
  });
  if (text === undefined) return '';
  return deep.reduce((written, part, n) => written.replace(JSON.stringify(marker(n)), part), text);
}

/** Any of the adversarial strings, weighted towards the short ones. */
export function adversarialString(): fc.Arbitrary<string> {
  return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...ADVERSARIAL_STRINGS) }, { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) });
}

/** A value of the wrong type for whatever the schema wanted. */
export function wrongValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, '', 'x', [], {}, [null], { '': null }) },
    { weight: 2, arbitrary: fc.constantFrom(...ADVERSARIAL_NUMBERS) },
    { weight: 2, arbitrary: adversarialString() },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: structuralBombs() },
  );
}

/** Field names a careless reader may trip on: prototype keys, operators, odd characters. */
export function oddKey(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', '$gt', 'toString', 'hasOwnProperty', '', ' ', '\u0000', '\ud800', 'id', '_id', 'owner_id', 'user_id', 'course_id', 'administrator', 'role', 'a.b', 'a[0]'),
    fc.string({ maxLength: 12 }),
  );
}
