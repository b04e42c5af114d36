import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Kernel } from '@lms/core';
import { readHostConfig } from '../../src/config/hostConfig.ts';
import { loadServerPlugins } from '../../src/plugins/loadServerPlugins.ts';
import { ADVERSARIAL_STRINGS, DeepJson, serialiseBody } from './adversarialValues.ts';
import { bodyArbitrary, valueArbitrary } from './schemaArbitrary.ts';

/**
 * The fuzz suite is only as good as its inputs: they must get past each
 * route's validation often enough to reach the handler, and they must carry
 * the adversarial values and the malformed bodies they claim to.
 */

const registry = Kernel.loadRegistry(await loadServerPlugins(readHostConfig()));
const withSchemas = registry.routes.filter((route) => route.definition.body && route.validateBody);
const pool = { ids: ['0123456789abcdef01234567'] };

describe('schema-derived fuzz inputs', () => {
  it('pass the validation of every route with a body schema now and then, so fuzzed calls reach the handlers', () => {
    const neverValid = withSchemas
      .filter((route) => {
        const samples = fc.sample(valueArbitrary(route.definition.body as Record<string, unknown>, pool, 'plain'), { numRuns: 200, seed: 1 });
        return !samples.some((value) => route.validateBody!(value) === null);
      })
      .map((route) => `${route.definition.method} ${route.definition.path}`);
    expect(neverValid).toEqual([]);
  });

  it('put adversarial strings into the fields, and send wrong types, unknown fields and broken JSON', () => {
    const schema = { type: 'object', required: ['title'], additionalProperties: false, properties: { title: { type: 'string', maxLength: 100 }, count: { type: 'integer', minimum: 0 } } };
    const bodies = fc.sample(bodyArbitrary(schema, pool), { numRuns: 2_000, seed: 2 });
    const texts = bodies.map((body) => (body.kind === 'json' ? serialiseBody(body.value) : body.kind === 'raw' ? body.text : ''));
    expect(texts.some((text) => text.includes('\\u0000'))).toBe(true);
    expect(texts.some((text) => /\\ud[89ab]/.test(text))).toBe(true);
    expect(texts.some((text) => text.includes('<script>'))).toBe(true);
    expect(texts.some((text) => /"count":"/.test(text) || /"title":(\d|\[|\{|null|true|false)/.test(text))).toBe(true);
    expect(texts.some((text) => text.includes('"__proto__"'))).toBe(true);
    expect(texts.some((text) => text.startsWith('{') && !text.includes('"title"'))).toBe(true);
    expect(bodies.some((body) => body.kind === 'raw' && body.contentType !== 'application/json')).toBe(true);
    expect(texts.some((text) => text.includes('1e400') || text.includes('-0,') || text.includes('-0}'))).toBe(true);
    expect(ADVERSARIAL_STRINGS.length).toBeGreaterThan(50);
  });

  it('writes nesting deeper than JSON.stringify can into the body text', () => {
    const depth = 100_000;
    const text = serialiseBody({ data: new DeepJson('['.repeat(depth) + ']'.repeat(depth)), title: 'x' });
    expect(text.startsWith(`{"data":${'['.repeat(depth)}`)).toBe(true);
    expect(() => JSON.parse(text)).not.toThrow();
  });
});
