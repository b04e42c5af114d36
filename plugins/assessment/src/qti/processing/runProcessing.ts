import type { QtiResponse, QtiValue } from '../../schemas/qtiItem.ts';
import { childNamed, elements, type QtiElement } from '../qtiTree.ts';
import type { Declaration, ItemDeclarations } from './itemDeclarations.ts';
import { ConstraintFailed, ExitProcessing, runRules } from './processingRules.ts';
import { seededRandom, type ProcessingState } from './processingState.ts';
import { fromQtiValue, isNumeric, single, toQtiValue, type QtiVar } from './qtiValues.ts';
import { standardTemplate, templateRules, templateUri } from './standardTemplates.ts';

/** Response variables every item has without declaring them (QTI's built-ins). */
export const BUILT_IN_RESPONSES = ['numAttempts', 'duration'];

/** templateConstraint: how many draws before the last one is kept anyway. */
const MAX_DRAWS = 100;

/**
 * One attempt's draw of a templated item: the seed it came from and what it
 * set, stored with the attempt so delivery, scoring and review all show the
 * same values, whatever the item or this code become.
 */
export interface TemplateDraw {
  seed: number;
  values: Record<string, QtiValue>;
  correct: Record<string, QtiValue>;
  defaults: Record<string, QtiValue>;
}

const initial = (declaration: Declaration): QtiVar =>
  declaration.defaultValue.values.length || !isNumeric(declaration.baseType) || declaration.cardinality !== 'single'
    ? declaration.defaultValue
    : single(declaration.baseType!, 0);

const initialOf = (declarations: Map<string, Declaration>) => new Map([...declarations.values()].map((declaration) => [declaration.identifier, initial(declaration)]));

const stored = (map: Map<string, QtiVar>) => Object.fromEntries([...map].map(([identifier, value]) => [identifier, toQtiValue(value)]));

function restored(values: Record<string, QtiValue>, declarations: ItemDeclarations): Map<string, QtiVar> {
  const declarationOf = (identifier: string) => declarations.templates.get(identifier) ?? declarations.responses.get(identifier) ?? declarations.outcomes.get(identifier);
  return new Map(
    Object.entries(values).flatMap(([identifier, value]) => {
      const declaration = declarationOf(identifier);
      return declaration ? [[identifier, fromQtiValue(value, declaration.cardinality, declaration.baseType)] as const] : [];
    }),
  );
}

function run(rules: readonly QtiElement[], state: ProcessingState): void {
  try {
    runRules(rules, state);
  } catch (error) {
    if (!(error instanceof ExitProcessing)) throw error;
  }
}

/** Runs an item's template processing with a seed; null when the item has no template variables. */
export function drawTemplate(item: QtiElement, declarations: ItemDeclarations, seed: number): TemplateDraw | null {
  if (!declarations.templates.size) return null;
  const rules = elements(childNamed(item, 'templateProcessing') ?? { name: '', attributes: {}, children: [] });
  const random = seededRandom(seed);
  let state: ProcessingState;
  let draws = 0;
  for (;;) {
    state = { declarations, responses: new Map(), outcomes: new Map(), templates: initialOf(declarations.templates), correct: new Map(), defaults: new Map(), random };
    try {
      run(rules, state);
      break;
    } catch (error) {
      if (!(error instanceof ConstraintFailed)) throw error;
      if (++draws >= MAX_DRAWS) break;
    }
  }
  return { seed, values: stored(state.templates), correct: stored(state.correct), defaults: stored(state.defaults) };
}

/** The rules response processing runs: the item's own, or the standard template it names. */
function responseRules(item: QtiElement): QtiElement[] {
  const processing = childNamed(item, 'responseProcessing');
  if (!processing) return [];
  const rules = elements(processing);
  if (rules.length) return rules;
  const template = standardTemplate(templateUri(processing) ?? '');
  return template ? templateRules(template) : [];
}

/**
 * Runs an item's response processing on a taker's response (with the
 * attempt's template draw) and answers every outcome's value.
 */
export function processResponse(item: QtiElement, declarations: ItemDeclarations, response: QtiResponse, draw: TemplateDraw | null): Record<string, QtiValue> {
  const defaults = draw ? restored(draw.defaults, declarations) : new Map<string, QtiVar>();
  const responses = new Map(
    [...declarations.responses.values()].map((declaration) => [declaration.identifier, fromQtiValue(response[declaration.identifier] ?? null, declaration.cardinality, declaration.baseType)]),
  );
  responses.set('numAttempts', single('integer', 1));
  responses.set('duration', single('float', 0));
  const outcomes = initialOf(declarations.outcomes);
  for (const [identifier, value] of defaults) if (outcomes.has(identifier)) outcomes.set(identifier, value);
  if (!outcomes.has('SCORE')) outcomes.set('SCORE', single('float', 0));
  const state: ProcessingState = {
    declarations,
    responses,
    outcomes,
    templates: draw ? restored(draw.values, declarations) : initialOf(declarations.templates),
    correct: draw ? restored(draw.correct, declarations) : new Map(),
    defaults,
    random: seededRandom((draw?.seed ?? 0) + 1),
  };
  run(responseRules(item), state);
  return stored(state.outcomes);
}
