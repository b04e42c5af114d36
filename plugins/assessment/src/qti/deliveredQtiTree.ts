import type { QtiValue } from '../schemas/qtiItem.ts';
import type { TemplateDraw } from './processing/runProcessing.ts';
import { contentText } from './qtiContent.ts';
import { FOREIGN_ROOTS } from './qtiNames.ts';
import type { QtiElement, QtiNode } from './qtiTree.ts';

/** What gives answers away or only the server runs: never delivered. */
const ANSWER_PARTS = new Set(['correctResponse', 'mapping', 'areaMapping', 'responseProcessing', 'templateProcessing', 'templateDeclaration', 'matchTable', 'interpolationTable']);

const FEEDBACK = new Set(['modalFeedback', 'feedbackBlock', 'feedbackInline']);

/** The attempt's values, and in review the outcomes too (feedback and printed outcomes). */
export interface ShownValues {
  draw: TemplateDraw | null;
  outcomes: Record<string, QtiValue> | null;
  /** Template variables declared as math variables: MathML `mi`/`ci` naming them shows the value. */
  mathVariables: ReadonlySet<string>;
}

const valueOf = (shown: ShownValues, identifier: string): QtiValue | undefined => shown.draw?.values[identifier] ?? shown.outcomes?.[identifier];

/** A show/hide rule (feedback, template blocks, template-bound choices): whether the element shows. */
function shows(element: QtiElement, variable: string | undefined, shown: ShownValues): boolean {
  const value = variable === undefined ? undefined : valueOf(shown, variable);
  const identifier = element.attributes.identifier;
  const matches = Array.isArray(value) ? value.includes(identifier ?? '') : value !== undefined && value !== null && String(value) === identifier;
  return element.attributes.showHide === 'hide' ? !matches : matches;
}

function formatNumber(value: number, element: QtiElement): string {
  const format = /%(\.(\d+))?([dieEfgGsxX])/.exec(element.attributes.format ?? '');
  if (format) {
    const digits = format[2] === undefined ? undefined : Number(format[2]);
    const rendered =
      format[3] === 'd' || format[3] === 'i' ? String(Math.trunc(value))
      : format[3] === 'f' ? value.toFixed(digits ?? 6)
      : format[3] === 'e' || format[3] === 'E' ? value.toExponential(digits ?? 6)
      : format[3] === 'x' || format[3] === 'X' ? Math.trunc(value).toString(16)
      : String(value);
    return element.attributes.format!.replace(format[0], rendered);
  }
  const roundTo = Number(element.attributes.roundTo);
  if (Number.isInteger(roundTo) && roundTo >= 0) {
    return element.attributes.roundingMode === 'decimalPlaces' ? value.toFixed(Math.min(roundTo, 100)) : value.toPrecision(Math.max(1, Math.min(roundTo, 100)));
  }
  return String(value);
}

function printed(element: QtiElement, shown: ShownValues): string {
  const value = valueOf(shown, element.attributes.identifier ?? '');
  if (value === undefined || value === null) return '';
  const atoms = Array.isArray(value) ? value : [value];
  return atoms.map((atom) => (typeof atom === 'number' ? formatNumber(atom, element) : String(atom))).join(element.attributes.delimiter ?? ';');
}

const TEMPLATE_BINDING = ['templateIdentifier', 'showHide'];

function transformed(node: QtiNode, shown: ShownValues, inMath: boolean): QtiNode[] {
  if (typeof node === 'string') return [node];
  if (ANSWER_PARTS.has(node.name)) return [];
  if (FEEDBACK.has(node.name)) return shown.outcomes && shows(node, node.attributes.outcomeIdentifier, shown) ? [copy(node, shown, inMath)] : [];
  if (node.name === 'rubricBlock' && !(node.attributes.view ?? '').split(/\s+/).includes('candidate')) return [];
  if (node.name === 'printedVariable') return [printed(node, shown)];
  if (node.name === 'templateBlock' || node.name === 'templateInline') {
    return shows(node, node.attributes.templateIdentifier, shown) ? node.children.flatMap((child) => transformed(child, shown, inMath)) : [];
  }
  if (node.attributes.templateIdentifier !== undefined) {
    if (!shows(node, node.attributes.templateIdentifier, shown)) return [];
    const attributes = Object.fromEntries(Object.entries(node.attributes).filter(([key]) => !TEMPLATE_BINDING.includes(key)));
    return [copy({ ...node, attributes }, shown, inMath)];
  }
  if (inMath && (node.name === 'mi' || node.name === 'ci')) {
    const name = contentText(node.children);
    const value = shown.mathVariables.has(name) ? valueOf(shown, name) : undefined;
    if (typeof value === 'number') return [{ name: 'mn', attributes: {}, children: [String(value)] }];
  }
  if (node.name === 'outcomeDeclaration') {
    return [{ ...node, children: [] }];
  }
  return [copy(node, shown, inMath)];
}

function copy(element: QtiElement, shown: ShownValues, inMath: boolean): QtiElement {
  const math = inMath || FOREIGN_ROOTS.has(element.name);
  return { ...element, children: element.children.flatMap((child) => transformed(child, shown, math)) };
}

/**
 * The item as a taker or a reviewer gets it: without what gives answers
 * away, with the attempt's template values printed in and template-bound
 * content shown or hidden; in review (outcomes given), with the feedback
 * whose show/hide rule the outcomes meet.
 */
export function deliveredTree(item: QtiElement, shown: ShownValues): QtiElement {
  return copy(item, shown, false);
}
