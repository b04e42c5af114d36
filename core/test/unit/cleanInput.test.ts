import { describe, expect, it } from 'vitest';
import { SchemaValidator, MAX_FIELD_ERRORS } from '../../src/validation/SchemaValidator.ts';
import { assertWellFormedInput, INPUT_LIMITS } from '../../src/validation/wellFormedInput.ts';
import { cleanTitleText } from '../../src/validation/titleText.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { assertJsonShape } from '../../src/validation/jsonShape.ts';

function refusal(value: unknown, where?: string): LmsError | null {
  try {
    assertWellFormedInput(value, where);
    return null;
  } catch (error) {
    return error as LmsError;
  }
}

describe('well-formed input (issue 14: NUL and lone surrogates never reach the database)', () => {
  it('refuses NUL and lone surrogates in any string or key, naming the field', () => {
    expect(refusal({ title: 'a\u0000b' })).toMatchObject({ status: 422, errno: 'validation-failed', fields: [{ field: 'title' }] });
    expect(refusal({ config: { items: ['ok', 'x\ud800'] } })).toMatchObject({ status: 422, fields: [{ field: 'config/items/1' }] });
    expect(refusal({ config: { items: ['\udfff'] } })?.message).toMatch(/unpaired surrogate/);
    expect(refusal({ meta: { ['k\u0000']: 1 } })).toMatchObject({ status: 422, fields: [{ field: 'meta' }] });
    expect(refusal({ q: 'x\u0000' }, 'query')?.fields?.[0]?.field).toBe('query/q');
  });

  it('accepts every well-formed text, surrogate pairs (emoji) included', () => {
    expect(refusal({ title: 'Ünïcödé 名前 😀 مرحبا', list: [1, true, null, { a: 'b' }] })).toBeNull();
  });

  it('bounds the number of fields and the nesting before any schema runs', () => {
    const wide = Object.fromEntries(Array.from({ length: INPUT_LIMITS.maxEntries + 1 }, (_, i) => [`k${i}`, 1]));
    expect(refusal(wide)).toMatchObject({ status: 413, errno: 'payload-too-large' });
    expect(refusal({ list: Array.from({ length: INPUT_LIMITS.maxEntries + 1 }, () => 0) })).toMatchObject({ status: 413 });
    let deep: unknown = 'end';
    for (let i = 0; i < INPUT_LIMITS.maxDepth + 1; i++) deep = [deep];
    expect(refusal(deep)).toMatchObject({ status: 422 });
    let shallowEnough: unknown = 'end';
    for (let i = 0; i < INPUT_LIMITS.maxDepth - 1; i++) shallowEnough = { a: shallowEnough };
    expect(refusal(shallowEnough)).toBeNull();
  });
});

describe('the JSON text, before it is parsed', () => {
  const shapeRefusal = (text: string) => {
    try {
      assertJsonShape(text);
      return null;
    } catch (error) {
      return error as LmsError;
    }
  };

  it('counts fields and nesting outside strings only', () => {
    expect(shapeRefusal(JSON.stringify(Object.fromEntries(Array.from({ length: 88_000 }, (_, i) => [i.toString(36), 0]))))).toMatchObject({ status: 413 });
    expect(shapeRefusal(JSON.stringify(Array.from({ length: INPUT_LIMITS.maxEntries + 1 }, () => 0)))).toMatchObject({ status: 413 });
    expect(shapeRefusal(JSON.stringify(Array.from({ length: INPUT_LIMITS.maxEntries }, () => 0)))).toBeNull();
    expect(shapeRefusal('['.repeat(INPUT_LIMITS.maxDepth + 1) + ']'.repeat(INPUT_LIMITS.maxDepth + 1))).toMatchObject({ status: 422 });
    expect(shapeRefusal('['.repeat(INPUT_LIMITS.maxDepth) + ']'.repeat(INPUT_LIMITS.maxDepth))).toBeNull();
    expect(shapeRefusal(JSON.stringify({ text: ',[{\\"'.repeat(50_000) }))).toBeNull();
  });
});

describe('titles and names (the titleText keyword)', () => {
  const validate = new SchemaValidator().compile({
    type: 'object',
    properties: {
      title: { type: 'string', titleText: true, minLength: 1, maxLength: 5, pattern: '\\S', errorMessage: { minLength: 'Please enter a title.', pattern: 'Please enter a title.' } },
      tags: { type: 'array', items: { type: 'string', titleText: true } },
      body: { type: 'string' },
    },
  });

  it('drops bidi controls and zero-width characters, in NFC, before the length and pattern checks', () => {
    const data = { title: 'e\u0301\u202Eab\u200B', tags: ['\u2066x\u2069', '\uFEFFy\u2060'], body: 'kept\u200B' };
    expect(validate(data)).toBeNull();
    expect(data).toEqual({ title: 'éab', tags: ['x', 'y'], body: 'kept\u200B' });
    expect(validate({ title: '\u200B\u202E' })).toEqual([{ field: 'title', message: 'Please enter a title.' }]);
  });

  it('keeps letters and marks of every script', () => {
    expect(cleanTitleText('Ελληνικά 日本語 עברית\u200F')).toBe('Ελληνικά 日本語 עברית\u200F');
  });
});

describe('numbers', () => {
  const validator = new SchemaValidator();

  it('fit PostgreSQL integers unless the schema says otherwise', () => {
    const validate = validator.compile({ type: 'object', properties: { n: { type: 'integer' }, big: { type: 'integer', maximum: 2 ** 40 } } });
    expect(validate({ n: 2 ** 31 })).toHaveLength(1);
    expect(validate({ n: 1e300 })).toHaveLength(1);
    expect(validate({ n: -(2 ** 31) - 1 })).toHaveLength(1);
    expect(validate({ n: 2 ** 31 - 1, big: 2 ** 39 })).toBeNull();
  });

  it('in a query string are plain decimals: no Infinity, hex, blank or exponent', () => {
    const validate = validator.compile({ type: 'object', properties: { n: { type: 'number' }, i: { type: 'integer', errorMessage: 'Give a count.' } } }, { coerce: true });
    for (const text of ['Infinity', 'NaN', ' ', '0x10', '1e3', '1e300', '+1', '']) {
      expect(validate({ n: text }), text).toEqual([{ field: 'n', message: 'n must be number' }]);
    }
    expect(validate({ i: ['1', 'x'] })).toEqual([{ field: 'i', message: 'Give a count.' }]);
    const good = { n: '-2.5', i: '7' };
    expect(validate(good)).toBeNull();
    expect(good).toEqual({ n: -2.5, i: 7 });
  });
});

describe('validation answers', () => {
  it(`name at most ${MAX_FIELD_ERRORS} fields whatever was sent`, () => {
    const validate = new SchemaValidator().compile({ type: 'object', properties: { a: { type: 'string' } } });
    const errors = validate(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 1])));
    expect(errors).toHaveLength(MAX_FIELD_ERRORS);
  });
});
