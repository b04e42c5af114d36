import { QtiImportError } from '../QtiImportError.ts';
import { contentText } from '../qtiContent.ts';
import type { Describe } from '../qtiNames.ts';
import { childNamed, childrenNamed, descendants, type QtiElement } from '../qtiTree.ts';
import { BASE_TYPES, CARDINALITIES, parseAtom, withArticle, type Atom, type BaseType, type Cardinality, type QtiVar } from './qtiValues.ts';

export interface MapEntry {
  key: Atom;
  value: number;
  caseSensitive: boolean;
}

/** A mapping (mapResponse) or an area mapping (mapResponsePoint): values by key or area, clamped by the bounds. */
export interface Mapping {
  lowerBound: number | null;
  upperBound: number | null;
  defaultValue: number;
  entries: MapEntry[];
}

export interface AreaEntry {
  shape: string;
  coords: number[];
  value: number;
}

export interface AreaMapping extends Omit<Mapping, 'entries'> {
  entries: AreaEntry[];
}

export interface Declaration {
  identifier: string;
  cardinality: Cardinality;
  baseType: BaseType | null;
  defaultValue: QtiVar;
}

export interface ResponseDecl extends Declaration {
  correct: QtiVar;
  mapping: Mapping | null;
  areaMapping: AreaMapping | null;
}

export interface OutcomeDecl extends Declaration {
  /** external-scored: a person (or another system) sets this outcome, not response processing. */
  externalScored: boolean;
  normalMaximum: number | null;
  normalMinimum: number | null;
  /** lookupOutcomeValue's table, when the declaration has one. */
  lookup: QtiElement | null;
}

export interface ItemDeclarations {
  responses: Map<string, ResponseDecl>;
  outcomes: Map<string, OutcomeDecl>;
  templates: Map<string, Declaration>;
}

const numberAttribute = (element: QtiElement, name: string, fallback: number | null, describe: Describe): number | null => {
  const text = element.attributes[name];
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new QtiImportError(`The ${describe(element)} has a bound, default or mapped value that is not a number: "${text}".`);
  return value;
};

function valuesOf(parent: QtiElement | undefined, declaration: Omit<Declaration, 'defaultValue'>, what: string): QtiVar {
  const values = (parent ? childrenNamed(parent, 'value') : []).map((value) => {
    const text = contentText(value.children);
    const atom = parseAtom(declaration.baseType, declaration.baseType === 'string' ? value.children.filter((node) => typeof node === 'string').join('') : text);
    if (atom === undefined) throw new QtiImportError(`The ${what} "${text}" of "${declaration.identifier}" is not ${withArticle(declaration.baseType)}.`);
    return atom;
  });
  if (declaration.cardinality === 'single' && values.length > 1) throw new QtiImportError(`The ${what} of "${declaration.identifier}" has ${values.length} values; its cardinality is single.`);
  return { cardinality: declaration.cardinality, baseType: declaration.baseType, values };
}

function readBasics(element: QtiElement, describe: Describe): Omit<Declaration, 'defaultValue'> {
  const identifier = element.attributes.identifier ?? '';
  if (identifier.trim() === '') throw new QtiImportError(`The ${describe(element)} has no identifier.`);
  const cardinality = (element.attributes.cardinality ?? 'single') as Cardinality;
  if (!CARDINALITIES.includes(cardinality)) throw new QtiImportError(`The cardinality "${cardinality}" of "${identifier}" is not one of QTI's.`);
  const type = element.attributes.baseType;
  if (type !== undefined && !BASE_TYPES.includes(type as BaseType)) throw new QtiImportError(`The base type "${type}" of "${identifier}" is not one of QTI's.`);
  return { identifier, cardinality, baseType: (type as BaseType | undefined) ?? null };
}

function readDeclaration(element: QtiElement, describe: Describe): Declaration {
  const basics = readBasics(element, describe);
  return { ...basics, defaultValue: valuesOf(childNamed(element, 'defaultValue'), basics, 'default value') };
}

function readMapping(element: QtiElement | undefined, declaration: Omit<Declaration, 'defaultValue'>, describe: Describe): Mapping | null {
  if (!element) return null;
  return {
    lowerBound: numberAttribute(element, 'lowerBound', null, describe),
    upperBound: numberAttribute(element, 'upperBound', null, describe),
    defaultValue: numberAttribute(element, 'defaultValue', 0, describe)!,
    entries: childrenNamed(element, 'mapEntry').map((entry) => {
      const key = parseAtom(declaration.baseType, entry.attributes.mapKey ?? '');
      if (key === undefined) throw new QtiImportError(`The map key "${entry.attributes.mapKey ?? ''}" of "${declaration.identifier}" is not ${withArticle(declaration.baseType)}.`);
      return { key, value: numberAttribute(entry, 'mappedValue', 0, describe)!, caseSensitive: entry.attributes.caseSensitive !== 'false' };
    }),
  };
}

function readAreaMapping(element: QtiElement | undefined, describe: Describe): AreaMapping | null {
  if (!element) return null;
  return {
    lowerBound: numberAttribute(element, 'lowerBound', null, describe),
    upperBound: numberAttribute(element, 'upperBound', null, describe),
    defaultValue: numberAttribute(element, 'defaultValue', 0, describe)!,
    entries: childrenNamed(element, 'areaMapEntry').map((entry) => ({
      shape: entry.attributes.shape ?? 'default',
      coords: (entry.attributes.coords ?? '').split(',').filter((part) => part.trim() !== '').map(Number),
      value: numberAttribute(entry, 'mappedValue', 0, describe)!,
    })),
  };
}

/**
 * The outcome every item has without declaring it: completionStatus (QTI 2.x
 * and 3.0; some QTI 3.0 examples write completion_status). An attempt being
 * scored has started, so it is "unknown" until the item's processing sets it.
 * Only an item that names it gets it, so other items' outcomes stay as declared.
 */
const BUILT_IN_OUTCOMES = ['completionStatus', 'completion_status'];

function builtInOutcome(identifier: string): OutcomeDecl {
  return {
    identifier,
    cardinality: 'single',
    baseType: 'identifier',
    defaultValue: { cardinality: 'single', baseType: 'identifier', values: ['unknown'] },
    externalScored: false,
    normalMaximum: null,
    normalMinimum: null,
    lookup: null,
  };
}

function builtInOutcomesNamed(item: QtiElement): string[] {
  const named = new Set(descendants(item, (element) => element.attributes.identifier !== undefined || element.attributes.outcomeIdentifier !== undefined).flatMap((element) => [element.attributes.identifier, element.attributes.outcomeIdentifier]));
  return BUILT_IN_OUTCOMES.filter((identifier) => named.has(identifier));
}

/** Every declaration of an item, read and checked (a value that is not of its type is refused at import, naming elements by `describe`). */
export function itemDeclarations(item: QtiElement, describe: Describe = (element) => element.name): ItemDeclarations {
  const responses = childrenNamed(item, 'responseDeclaration').map((element): ResponseDecl => {
    const declaration = readDeclaration(element, describe);
    return {
      ...declaration,
      correct: valuesOf(childNamed(element, 'correctResponse'), declaration, 'correct response'),
      mapping: readMapping(childNamed(element, 'mapping'), declaration, describe),
      areaMapping: readAreaMapping(childNamed(element, 'areaMapping'), describe),
    };
  });
  const outcomes = childrenNamed(item, 'outcomeDeclaration').map((element): OutcomeDecl => ({
    ...readDeclaration(element, describe),
    externalScored: element.attributes.externalScored !== undefined,
    normalMaximum: numberAttribute(element, 'normalMaximum', null, describe),
    normalMinimum: numberAttribute(element, 'normalMinimum', null, describe),
    lookup: childNamed(element, 'matchTable') ?? childNamed(element, 'interpolationTable') ?? null,
  }));
  const templates = childrenNamed(item, 'templateDeclaration').map((element) => readDeclaration(element, describe));
  return {
    responses: new Map(responses.map((declaration) => [declaration.identifier, declaration])),
    outcomes: new Map([...builtInOutcomesNamed(item).map(builtInOutcome), ...outcomes].map((declaration) => [declaration.identifier, declaration])),
    templates: new Map(templates.map((declaration) => [declaration.identifier, declaration])),
  };
}
