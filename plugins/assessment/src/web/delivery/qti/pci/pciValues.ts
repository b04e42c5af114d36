import type { QtiResponseValue } from '../../../../schemas/qtiItem.ts';
import type { ResponseDeclaration } from '../qtiDocument.ts';

/**
 * A PCI's response in the standard's JSON (QTI 3.0 PCI, "JSON representation of
 * response values"): `{base: {integer: 4}}`, `{list: {identifier: ["A", "B"]}}`,
 * `{base: null}` or `{list: null}` for none. Read here into a QtiResponseValue
 * checked against the response declaration, or refused with the reason.
 */
export type PciReading = { value: QtiResponseValue } | { refused: string };

const IDENTIFIER = /^[^\s]+$/;

type AtomReader = (atom: unknown) => string | null;

const whole = (atom: unknown) => (typeof atom === 'number' && Number.isInteger(atom) ? String(atom) : null);
const finite = (atom: unknown) => (typeof atom === 'number' && Number.isFinite(atom) ? String(atom) : null);
const text = (atom: unknown) => (typeof atom === 'string' ? atom : null);
const identifier = (atom: unknown) => (typeof atom === 'string' && IDENTIFIER.test(atom) ? atom : null);
const two = (read: AtomReader) => (atom: unknown) => {
  if (!Array.isArray(atom) || atom.length !== 2) return null;
  const [a, b] = atom.map(read);
  return a === null || a === undefined || b === null || b === undefined ? null : `${a} ${b}`;
};

/** The base types a PCI may answer, each atom as its JSON form must be; file and record are not taken. */
const ATOMS: Record<string, AtomReader> = {
  identifier,
  string: text,
  uri: text,
  integer: whole,
  float: finite,
  duration: finite,
  boolean: (atom) => (typeof atom === 'boolean' ? String(atom) : null),
  point: two(whole),
  pair: two(identifier),
  directedPair: two(identifier),
  intOrIdentifier: (atom) => whole(atom) ?? identifier(atom),
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** At most this many values in a list: a PCI answers what a person gives, not a data set. */
const MAX_LIST = 1000;

export function readPciResponse(response: unknown, declaration: ResponseDeclaration): PciReading {
  if (response === null || (isObject(response) && (response.base === null || response.list === null))) return { value: null };
  const single = declaration.cardinality === 'single';
  const wrapper = single ? 'base' : 'list';
  if (declaration.cardinality === 'record') return { refused: `The response "${declaration.identifier}" is a record, which a PCI cannot answer here.` };
  if (!isObject(response) || !isObject(response[wrapper]) || Object.keys(response).length !== 1) {
    return { refused: `The response "${declaration.identifier}" is ${single ? 'a single value' : 'a list'} ({"${wrapper}": {"${declaration.baseType}": …}}); the interaction sent something else.` };
  }
  const typed = response[wrapper] as Record<string, unknown>;
  const [type, ...others] = Object.keys(typed);
  if (type !== declaration.baseType || others.length) {
    return { refused: `The response "${declaration.identifier}" is of base type ${declaration.baseType}; the interaction sent ${type === undefined ? 'no value' : `a ${[type, ...others].join(', ')}`}.` };
  }
  const read = ATOMS[type];
  if (!read) return { refused: `The response "${declaration.identifier}" is of base type ${type}, which a PCI cannot answer here.` };
  const atoms = single ? [typed[type]] : typed[type];
  if (!Array.isArray(atoms) || atoms.length > MAX_LIST) return { refused: `The response "${declaration.identifier}" is a list; the interaction sent something else.` };
  const values = atoms.map(read);
  if (values.some((value) => value === null)) return { refused: `The response "${declaration.identifier}" is of base type ${type}; the interaction sent a value that is not one.` };
  return { value: single ? values[0]! : (values as string[]) };
}

const toAtom: Record<string, (value: string) => unknown> = {
  integer: Number,
  float: Number,
  duration: Number,
  boolean: (value) => value === 'true',
  point: (value) => value.split(' ').map(Number),
  pair: (value) => value.split(' '),
  directedPair: (value) => value.split(' '),
  intOrIdentifier: (value) => (/^-?\d+$/.test(value) ? Number(value) : value),
};

/** A stored response as the standard's JSON, which the PCI gets back in `boundTo` (review, a page read again). */
export function pciValue(value: QtiResponseValue | undefined, declaration: ResponseDeclaration): unknown {
  const single = declaration.cardinality === 'single';
  const wrapper = single ? 'base' : 'list';
  if (value === null || value === undefined || (Array.isArray(value) && !value.length)) return { [wrapper]: null };
  const atom = toAtom[declaration.baseType] ?? ((text: string) => text);
  if (single) return { base: { [declaration.baseType]: atom(Array.isArray(value) ? value[0]! : value) } };
  return { list: { [declaration.baseType]: (Array.isArray(value) ? value : [value]).map(atom) } };
}
