import type { QtiValue } from '../../schemas/qtiItem.ts';
import { textRecord } from './textRecord.ts';

/**
 * The typed values QTI processing works on: a base type and a cardinality,
 * with the values themselves as atoms. A point is kept as "x y" and a pair as
 * "A B" (their wire forms); an empty container or an empty string is NULL.
 */
export const BASE_TYPES = ['identifier', 'boolean', 'integer', 'float', 'string', 'point', 'pair', 'directedPair', 'duration', 'file', 'uri', 'intOrIdentifier'] as const;
export type BaseType = (typeof BASE_TYPES)[number];

export const CARDINALITIES = ['single', 'multiple', 'ordered', 'record'] as const;
export type Cardinality = (typeof CARDINALITIES)[number];

export type Atom = string | number | boolean;

export interface QtiVar {
  cardinality: Cardinality;
  baseType: BaseType | null;
  values: Atom[];
  /** A record's fields by identifier (record cardinality only: its values are empty). */
  fields?: Record<string, QtiVar>;
}

export const NULL: QtiVar = { cardinality: 'single', baseType: null, values: [] };

export const single = (baseType: BaseType, value: Atom): QtiVar => ({ cardinality: 'single', baseType, values: [value] });
export const bool = (value: boolean): QtiVar => single('boolean', value);

export function isNull(value: QtiVar): boolean {
  if (value.cardinality === 'record') return !value.fields || Object.keys(value.fields).length === 0;
  return value.values.length === 0 || (value.cardinality === 'single' && value.values[0] === '');
}

export const isNumeric = (baseType: BaseType | null) => baseType === 'integer' || baseType === 'float';

const INTEGER = /^[+-]?\d+$/;
const FLOAT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Reads one atom written as QTI writes it; answers undefined for text that is not of the type. */
export function parseAtom(baseType: BaseType | null, text: string): Atom | undefined {
  const trimmed = text.trim();
  switch (baseType) {
    case 'integer':
      return INTEGER.test(trimmed) ? Number(trimmed) : undefined;
    case 'float':
      if (trimmed === 'INF') return Infinity;
      if (trimmed === '-INF') return -Infinity;
      return FLOAT.test(trimmed) ? Number(trimmed) : undefined;
    case 'boolean': {
      // XML Schema writes true/false/1/0; "True" and "FALSE" are read too, as oat's qtism reads them.
      const lower = trimmed.toLowerCase();
      if (lower === 'true' || lower === '1') return true;
      if (lower === 'false' || lower === '0') return false;
      return undefined;
    }
    case 'point': {
      const parts = trimmed.split(/\s+/);
      return parts.length === 2 && parts.every((part) => INTEGER.test(part) || FLOAT.test(part)) ? parts.map(Number).join(' ') : undefined;
    }
    case 'pair':
    case 'directedPair': {
      const parts = trimmed.split(/\s+/);
      return parts.length === 2 ? parts.join(' ') : undefined;
    }
    case 'identifier':
    case 'intOrIdentifier':
      return trimmed;
    default:
      // Strings (and uris, files, durations) keep their spaces: a typed answer is what the student typed.
      return text;
  }
}

export const pointOf = (atom: Atom): [number, number] => String(atom).split(' ').map(Number) as [number, number];

/** Whether two atoms of a base type are the same value (a pair's order does not count; a directed pair's does). */
export function sameAtom(baseType: BaseType | null, a: Atom, b: Atom): boolean {
  if (baseType === 'pair') {
    const [a1, a2] = String(a).split(' ');
    const [b1, b2] = String(b).split(' ');
    return (a1 === b1 && a2 === b2) || (a1 === b2 && a2 === b1);
  }
  return a === b;
}

/** The value a response, outcome or template variable holds, as the wire and the stored attempt write it. */
export function toQtiValue(value: QtiVar): QtiValue {
  if (isNull(value)) return value.cardinality === 'single' ? null : [];
  if (value.cardinality === 'single') return value.values[0]!;
  return [...value.values];
}

/** A stored or answered value read back as a typed value of its declaration; parts that are not of the type are left out. */
export function fromQtiValue(value: QtiValue | undefined, cardinality: Cardinality, baseType: BaseType | null): QtiVar {
  // A record response is a text entry's answer read into its fields.
  if (cardinality === 'record') return typeof value === 'string' && value !== '' ? textRecord(value) : { cardinality, baseType: null, values: [] };
  const raw = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
  const values = raw
    .map((atom) => (typeof atom === 'string' ? parseAtom(baseType, atom) : typeof atom === 'number' && baseType === 'integer' ? Math.trunc(atom) : atom))
    .filter((atom): atom is Atom => atom !== undefined && atom !== '');
  return { cardinality, baseType, values: cardinality === 'single' ? values.slice(0, 1) : values };
}

/** A base type's name with its article, for messages ("an integer", "a float"). */
export const withArticle = (baseType: string | null) => `${/^[aeiou]/i.test(baseType ?? '') ? 'an' : 'a'} ${baseType ?? 'typeless value'}`;
