import { describe, expect, it } from 'vitest';
import { SchemaValidator } from '../../src/validation/SchemaValidator.ts';
import { strictObjects } from '../../src/validation/strictObjects.ts';
import { LoginBodySchema } from '@lms/contract/calls/authCalls.ts';

describe('strictObjects', () => {
  it('rejects unknown fields at every depth unless a schema says otherwise', () => {
    const schema = strictObjects({
      type: 'object',
      properties: { a: { type: 'object', properties: { b: { type: 'string' } } }, open: { type: 'object', additionalProperties: true } },
      items: { properties: { c: {} } },
    });
    expect(schema.additionalProperties).toBe(false);
    expect((schema.properties as Record<string, Record<string, unknown>>).a!.additionalProperties).toBe(false);
    expect((schema.properties as Record<string, Record<string, unknown>>).open!.additionalProperties).toBe(true);
    expect((schema.items as Record<string, unknown>).additionalProperties).toBe(false);
  });
});

describe('SchemaValidator', () => {
  const validator = new SchemaValidator();
  const validateLogin = validator.compile(LoginBodySchema);

  it('answers the spec login messages per field', () => {
    expect(validateLogin({})).toEqual([
      { field: 'email', message: 'Please enter your email' },
      { field: 'password', message: 'Please enter your password' },
    ]);
    expect(validateLogin({ email: '', password: '' })).toEqual([
      { field: 'email', message: 'Please enter your email' },
      { field: 'password', message: 'Please enter your password' },
    ]);
    expect(validateLogin({ email: 'not-an-address', password: 'x' })).toEqual([{ field: 'email', message: 'Email adress invalid' }]);
  });

  it('names unknown fields and accepts good input', () => {
    expect(validateLogin({ email: 'a@b.org', password: 'x', admin: true })).toEqual([{ field: 'admin', message: 'Unknown field "admin"' }]);
    expect(validateLogin({ email: 'a@b.org', password: 'x', 'remember-me': true })).toBeNull();
  });

  it('reports nested fields as paths', () => {
    const validate = validator.compile({ type: 'object', properties: { config: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } } });
    expect(validate({ config: {} })).toEqual([{ field: 'config/n', message: 'n is required' }]);
    expect(validate({ config: { n: 'x' } })).toEqual([{ field: 'config/n', message: 'config/n must be integer' }]);
  });

  it('coerces query strings only when asked', () => {
    const schema = { type: 'object', properties: { page: { type: 'integer' } } };
    expect(validator.compile(schema)({ page: '2' })).not.toBeNull();
    const query = { page: '2' };
    expect(validator.compile(schema, { coerce: true })(query)).toBeNull();
    expect(query.page).toBe(2);
  });

  it('refuses a schema that does not compile, every time it is asked', () => {
    const broken = { type: 'object', properties: { a: { type: 'strin' } } };
    expect(() => validator.compile(broken)).toThrow();
    expect(() => new SchemaValidator().compile(broken)).toThrow();
  });

  it('compiles a schema object once for every validator of the process, per mode', () => {
    const schema = { type: 'object', properties: { n: { type: 'integer' } } };
    const strict = validator.compile(schema);
    expect(new SchemaValidator().compile(schema)).toBe(strict);
    expect(validator.compile(schema, { coerce: true })).not.toBe(strict);
    expect(validator.compile({ ...schema })).not.toBe(strict);
  });

  it('compiles a schema loaded again (a new object with the same $id) by its own rules', () => {
    const first = validator.compile({ $id: 'urn:lms:test:reloaded', type: 'object', properties: { a: { type: 'string' } } });
    const again = validator.compile({ $id: 'urn:lms:test:reloaded', type: 'object', properties: { a: { type: 'integer' } } });
    expect(first({ a: 'x' })).toBeNull();
    expect(again({ a: 'x' })).toEqual([{ field: 'a', message: 'a must be integer' }]);
    expect(again({ a: 1 })).toBeNull();
  });
});
