import { childrenNamed, elements, type QtiElement } from '../qtiTree.ts';
import { evaluate } from './evaluate.ts';
import type { Declaration, OutcomeDecl } from './itemDeclarations.ts';
import type { ProcessingState } from './processingState.ts';
import { isNull, NULL, parseAtom, single, type QtiVar } from './qtiValues.ts';

/** exitResponse / exitTemplate: processing stops, keeping what it set. */
export class ExitProcessing extends Error {}

/** A templateConstraint that does not hold: template processing starts again. */
export class ConstraintFailed extends Error {}

/** The branches of each condition rule. */
export const CONDITIONS: Record<string, { first: string; elseIf: string; otherwise: string }> = {
  responseCondition: { first: 'responseIf', elseIf: 'responseElseIf', otherwise: 'responseElse' },
  templateCondition: { first: 'templateIf', elseIf: 'templateElseIf', otherwise: 'templateElse' },
};

/** The rules that set a variable from one expression, and which variables they set. */
export const SETTERS: Record<string, keyof Pick<ProcessingState, 'outcomes' | 'templates' | 'correct' | 'defaults'>> = {
  setOutcomeValue: 'outcomes',
  setTemplateValue: 'templates',
  setCorrectResponse: 'correct',
  setDefaultValue: 'defaults',
};

export const EXITS = ['exitResponse', 'exitTemplate'];

/** A value made to fit its declaration: its cardinality, and whole numbers for an integer. */
export function fitted(value: QtiVar, declaration: Declaration | undefined): QtiVar {
  if (!declaration) return value;
  const values = declaration.baseType === 'integer' ? value.values.map((atom) => (typeof atom === 'number' ? Math.trunc(atom) : atom)) : value.values;
  return { cardinality: declaration.cardinality, baseType: declaration.baseType ?? value.baseType, values: declaration.cardinality === 'single' ? values.slice(0, 1) : values };
}

function declarationFor(state: ProcessingState, store: string, identifier: string): Declaration | undefined {
  const { responses, outcomes, templates } = state.declarations;
  if (store === 'outcomes') return outcomes.get(identifier);
  if (store === 'templates') return templates.get(identifier);
  if (store === 'correct') return responses.get(identifier);
  return responses.get(identifier) ?? outcomes.get(identifier) ?? templates.get(identifier);
}

/** lookupOutcomeValue: a matchTable (exact integer source) or an interpolationTable (first entry at or below the source). */
function lookedUp(declaration: OutcomeDecl, source: QtiVar): QtiVar {
  const table = declaration.lookup;
  if (!table) return NULL;
  const target = (text: string | undefined) => {
    const atom = text === undefined ? undefined : parseAtom(declaration.baseType, text);
    return atom === undefined ? NULL : single(declaration.baseType ?? 'float', atom);
  };
  const x = isNull(source) ? null : source.values[0];
  if (typeof x !== 'number') return target(table.attributes.defaultValue);
  if (table.name === 'matchTable') {
    const entry = childrenNamed(table, 'matchTableEntry').find((candidate) => Number(candidate.attributes.sourceValue) === x);
    return target(entry?.attributes.targetValue ?? table.attributes.defaultValue);
  }
  const entry = childrenNamed(table, 'interpolationTableEntry').find((candidate) => {
    const bound = Number(candidate.attributes.sourceValue);
    return candidate.attributes.includeBoundary === 'false' ? bound < x : bound <= x;
  });
  return target(entry?.attributes.targetValue ?? table.attributes.defaultValue);
}

const conditionHolds = (branch: QtiElement, state: ProcessingState) => {
  const condition = elements(branch)[0];
  const value = condition ? evaluate(condition, state) : NULL;
  return !isNull(value) && value.values[0] === true;
};

/** Runs processing rules in order (response or template processing, after validateProcessing.ts checked them). */
export function runRules(rules: readonly QtiElement[], state: ProcessingState): void {
  for (const rule of rules) {
    const condition = CONDITIONS[rule.name];
    if (condition) {
      for (const branch of elements(rule)) {
        if (branch.name === condition.otherwise) {
          runRules(elements(branch), state);
          break;
        }
        if (conditionHolds(branch, state)) {
          runRules(elements(branch).slice(1), state);
          break;
        }
      }
      continue;
    }
    const store = SETTERS[rule.name];
    const identifier = rule.attributes.identifier ?? '';
    if (store) {
      state[store].set(identifier, fitted(evaluate(elements(rule)[0]!, state), declarationFor(state, store, identifier)));
    } else if (rule.name === 'lookupOutcomeValue') {
      const declaration = state.declarations.outcomes.get(identifier);
      if (declaration) state.outcomes.set(identifier, fitted(lookedUp(declaration, evaluate(elements(rule)[0]!, state)), declaration));
    } else if (rule.name === 'responseProcessingFragment') {
      runRules(elements(rule), state);
    } else if (rule.name === 'templateConstraint') {
      if (!conditionHolds(rule, state)) throw new ConstraintFailed();
    } else if (EXITS.includes(rule.name)) {
      throw new ExitProcessing();
    }
  }
}
