import type { JsonSchema } from '@lms/contract/jsonSchema.ts';
import type { FieldError } from '@lms/contract/errors/LmsError.ts';

/**
 * A number written in decimal: what a query string's number may be. ajv's
 * coercion alone takes "Infinity", " ", "0x10" and "1e300" for numbers.
 */
const DECIMAL = /^-?(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,15})?$/;

interface NumericField {
  name: string;
  message: string;
}

function isNumericType(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.includes('number') || types.includes('integer');
}

function messageOf(name: string, schema: JsonSchema): string {
  const custom = schema.errorMessage;
  if (typeof custom === 'string') return custom;
  if (custom && typeof custom === 'object' && typeof (custom as Record<string, unknown>).type === 'string') return (custom as Record<string, string>).type!;
  return `${name} must be ${schema.type === 'integer' ? 'integer' : 'number'}`;
}

/** The top-level properties of a query schema that hold numbers (a query string is flat). */
export function numericFields(schema: JsonSchema): NumericField[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties)
    .filter(([, property]) => property && isNumericType(property.type))
    .map(([name, property]) => ({ name, message: messageOf(name, property) }));
}

/** The numeric fields whose text is not a plain decimal number, before coercion turns it into one. */
export function numericTextProblems(data: unknown, fields: readonly NumericField[]): FieldError[] {
  if (!fields.length || !data || typeof data !== 'object') return [];
  const problems: FieldError[] = [];
  for (const { name, message } of fields) {
    const value = (data as Record<string, unknown>)[name];
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && !DECIMAL.test(text))) problems.push({ field: name, message });
  }
  return problems;
}
