import { contentText } from '../qtiContent.ts';
import type { AreaMapping, Mapping } from './itemDeclarations.ts';
import { lookupVariable, numberAttribute, spec, type OperatorSpec, type ProcessingState } from './processingState.ts';
import { insideShape } from './shapes.ts';
import { isNull, NULL, parseAtom, pointOf, sameAtom, single, type Atom, type BaseType, type QtiVar } from './qtiValues.ts';

const clamp = (value: number, mapping: Pick<Mapping, 'lowerBound' | 'upperBound'>) =>
  Math.min(mapping.upperBound ?? Infinity, Math.max(mapping.lowerBound ?? -Infinity, value));

/** The distinct values of a container (a multiple response maps each chosen value once). */
function distinct(baseType: BaseType | null, values: readonly Atom[]): Atom[] {
  return values.filter((atom, index) => values.findIndex((other) => sameAtom(baseType, atom, other)) === index);
}

/** mapResponse: each distinct value's mapped value (the mapping's default when it has no entry), summed, clamped by the bounds; NULL maps to 0. */
export function mappedValue(mapping: Mapping, value: QtiVar): number {
  const entryFor = (atom: Atom) =>
    mapping.entries.find((entry) =>
      !entry.caseSensitive && typeof atom === 'string' ? String(entry.key).toLowerCase() === atom.toLowerCase() : sameAtom(value.baseType, entry.key, atom),
    );
  const total = isNull(value) ? 0 : distinct(value.baseType, value.values).reduce<number>((sum, atom) => sum + (entryFor(atom)?.value ?? mapping.defaultValue), 0);
  return clamp(total, mapping);
}

/** mapResponsePoint: each area counted once, for the first of its points inside it; points in no area earn the default. */
export function mappedPoints(mapping: AreaMapping, value: QtiVar): number {
  if (isNull(value)) return clamp(0, mapping);
  const used = new Set<number>();
  let total = 0;
  for (const atom of value.values) {
    const point = pointOf(atom);
    const area = mapping.entries.findIndex((entry) => insideShape(entry.shape, entry.coords, point));
    if (area === -1) total += mapping.defaultValue;
    else if (!used.has(area)) {
      used.add(area);
      total += mapping.entries[area]!.value;
    }
  }
  return clamp(total, mapping);
}

const identifierOf = (element: { attributes: Record<string, string> }) => element.attributes.identifier ?? '';

function declared(state: ProcessingState, identifier: string) {
  return state.declarations.responses.get(identifier) ?? state.declarations.outcomes.get(identifier) ?? state.declarations.templates.get(identifier);
}

function pick<T>(state: ProcessingState, values: readonly T[]): T {
  return values[Math.floor(state.random() * values.length)]!;
}

export const VARIABLE_OPERATORS: Record<string, OperatorSpec> = {
  baseValue: spec((element) => {
    const baseType = (element.attributes.baseType ?? 'string') as BaseType;
    const atom = parseAtom(baseType, baseType === 'string' ? element.children.filter((node) => typeof node === 'string').join('') : contentText(element.children));
    return atom === undefined ? NULL : single(baseType, atom);
  }, 0),
  null: spec(() => NULL, 0),
  fieldValue: spec((element, [record]) => record!.fields?.[element.attributes.fieldIdentifier ?? ''] ?? NULL, 1),
  variable: spec((element, _args, state) => lookupVariable(state, identifierOf(element)) ?? NULL, 0),
  correct: spec((element, _args, state) => state.correct.get(identifierOf(element)) ?? state.declarations.responses.get(identifierOf(element))?.correct ?? NULL, 0),
  default: spec((element, _args, state) => state.defaults.get(identifierOf(element)) ?? declared(state, identifierOf(element))?.defaultValue ?? NULL, 0),
  // A response with no mapping (or none declared) maps to 0, as oat's qtism reads it.
  mapResponse: spec((element, _args, state) => {
    const mapping = state.declarations.responses.get(identifierOf(element))?.mapping;
    const value = state.responses.get(identifierOf(element));
    return single('float', mapping && value ? mappedValue(mapping, value) : 0);
  }, 0),
  mapResponsePoint: spec((element, _args, state) => {
    const mapping = state.declarations.responses.get(identifierOf(element))?.areaMapping;
    const value = state.responses.get(identifierOf(element));
    return single('float', mapping && value ? mappedPoints(mapping, value) : 0);
  }, 0),
  random: spec((_element, [container], state) => (isNull(container!) ? NULL : single(container!.baseType ?? 'string', pick(state, container!.values))), 1),
  randomInteger: spec((element, _args, state) => {
    const min = Math.trunc(numberAttribute(element, 'min', state, 0));
    const max = Math.trunc(numberAttribute(element, 'max', state, min));
    const step = Math.max(1, Math.trunc(numberAttribute(element, 'step', state, 1)));
    if (max < min) return NULL;
    return single('integer', min + step * Math.floor(state.random() * (Math.floor((max - min) / step) + 1)));
  }, 0),
  randomFloat: spec((element, _args, state) => {
    const min = numberAttribute(element, 'min', state, 0);
    const max = numberAttribute(element, 'max', state, min);
    return max < min ? NULL : single('float', min + state.random() * (max - min));
  }, 0),
  mathConstant: spec((element) => (element.attributes.name === 'e' ? single('float', Math.E) : element.attributes.name === 'pi' ? single('float', Math.PI) : NULL), 0),
};
