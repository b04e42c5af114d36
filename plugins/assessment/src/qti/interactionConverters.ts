import type { Blank, Choice, ItemDefinition } from '../schemas/itemTypes.ts';
import { QtiImportError } from './QtiImportError.ts';
import { acceptedAnswers, choiceText, countBetween, qtiId } from './importLimits.ts';
import { contentText } from './qtiContent.ts';
import { childrenNamed, type QtiElement } from './qtiTree.ts';
import { rightAnswers, type ResponseDeclaration } from './responseDeclarations.ts';

function choicesOf(parent: QtiElement, element: string, what: string): Choice[] {
  return childrenNamed(parent, element).map((choice) => {
    const id = qtiId(choice.attributes.identifier, what);
    return { id, text: choiceText(contentText(choice.children).replace(/\n/g, ' '), what, id) };
  });
}

/** choiceInteraction: single cardinality is a single choice, multiple a multiple response. */
export function fromChoice(interaction: QtiElement, declaration: ResponseDeclaration): ItemDefinition {
  const choices = countBetween(choicesOf(interaction, 'simpleChoice', 'choice'), 2, 'choices');
  const correct = rightAnswers(declaration);
  if (declaration.cardinality === 'single') {
    if (correct.length !== 1) throw new QtiImportError(`The single-choice responseDeclaration "${declaration.identifier}" must give exactly one correct choice.`);
    return { type: 'single_choice', content: { choices, correct: correct[0]! } };
  }
  return { type: 'multiple_response', content: { choices, correct: [...new Set(correct)] } };
}

/** The accepted answers of a text entry, and whether their case counts (the mapping's entries say; QTI's default is yes). */
function textAnswers(declaration: ResponseDeclaration): { answers: string[]; case_sensitive: boolean } {
  const mapped = declaration.mapping.filter((entry) => entry.value > 0);
  return {
    answers: acceptedAnswers([...declaration.correct, ...mapped.map((entry) => entry.key)], declaration.identifier),
    case_sensitive: mapped.every((entry) => entry.caseSensitive),
  };
}

const NUMERIC_TYPES = ['float', 'integer'];

/** One textEntryInteraction: a number answer is numeric (no tolerance: QTI keeps it in response processing), text is short text. */
export function fromTextEntry(declaration: ResponseDeclaration): ItemDefinition {
  if (NUMERIC_TYPES.includes(declaration.baseType)) {
    const answer = Number(rightAnswers(declaration)[0]);
    if (!Number.isFinite(answer)) throw new QtiImportError(`The correct response of "${declaration.identifier}" is not a number.`);
    return { type: 'numeric', content: { answer, tolerance: 0, tolerance_percent: 0 } };
  }
  if (declaration.baseType !== 'string') throw new QtiImportError(`A text entry answering a ${declaration.baseType || 'typeless'} response is not supported.`);
  return { type: 'short_text', content: textAnswers(declaration) };
}

/** Several textEntryInteractions: fill in the blanks, each blank named by its response. */
export function fromTextEntries(template: string, declarations: ResponseDeclaration[]): ItemDefinition {
  const blanks: Blank[] = countBetween(declarations, 1, 'blanks').map((declaration) => {
    if (declaration.baseType !== 'string') throw new QtiImportError(`The blank "${declaration.identifier}" answers a ${declaration.baseType || 'typeless'} response; only text blanks are supported.`);
    return { id: qtiId(declaration.identifier, 'blank'), ...textAnswers(declaration) };
  });
  return { type: 'fill_blanks', content: { template, blanks } };
}

/** orderInteraction: the correct response lists every choice in its order. */
export function fromOrder(interaction: QtiElement, declaration: ResponseDeclaration): ItemDefinition {
  const choices = countBetween(choicesOf(interaction, 'simpleChoice', 'choice'), 2, 'choices');
  const order = rightAnswers(declaration);
  const entries = order.map((id) => choices.find((choice) => choice.id === id));
  if (entries.length !== choices.length || entries.some((entry) => entry === undefined) || new Set(order).size !== order.length) {
    throw new QtiImportError(`The correct response of "${declaration.identifier}" must place every choice once.`);
  }
  return { type: 'ordering', content: { entries: entries as Choice[] } };
}

const pairsOf = (declaration: ResponseDeclaration): [string, string][] =>
  rightAnswers(declaration).map((value) => {
    const pair = value.split(/\s+/);
    if (pair.length !== 2) throw new QtiImportError(`"${value}" in "${declaration.identifier}" is not a pair of identifiers.`);
    return pair as [string, string];
  });

/** matchInteraction: the first set's choices are the prompts, each matched with exactly one of the second set's. */
export function fromMatch(interaction: QtiElement, declaration: ResponseDeclaration): ItemDefinition {
  const sets = childrenNamed(interaction, 'simpleMatchSet');
  if (sets.length !== 2) throw new QtiImportError('A matchInteraction needs two simpleMatchSets.');
  const sources = countBetween(choicesOf(sets[0]!, 'simpleAssociableChoice', 'choice'), 1, 'prompts');
  const options = countBetween(choicesOf(sets[1]!, 'simpleAssociableChoice', 'choice'), 1, 'options');
  const pairs = pairsOf(declaration);
  const prompts = sources.map((source) => {
    const matches = pairs.filter(([from]) => from === source.id);
    if (matches.length !== 1) throw new QtiImportError(`The choice "${source.id}" must have exactly one match; only one-to-one matching is supported.`);
    return { ...source, match: matches[0]![1] };
  });
  return { type: 'matching', content: { prompts, options } };
}

/**
 * associateInteraction, when simple: pairs that share no choice. The first
 * choice of each pair (in the list's order) is a prompt; every other choice
 * is an option.
 */
export function fromAssociate(interaction: QtiElement, declaration: ResponseDeclaration): ItemDefinition {
  const choices = countBetween(choicesOf(interaction, 'simpleAssociableChoice', 'choice'), 2, 'choices');
  const position = (id: string) => choices.findIndex((choice) => choice.id === id);
  const pairs = pairsOf(declaration);
  const used = pairs.flat();
  if (new Set(used).size !== used.length || used.some((id) => position(id) === -1)) {
    throw new QtiImportError(`The pairs of "${declaration.identifier}" must join choices of the interaction, each in one pair at most.`);
  }
  const ordered = pairs.map(([a, b]) => (position(a) < position(b) ? [a, b] : [b, a]) as [string, string]);
  const promptIds = ordered.map(([prompt]) => prompt);
  const prompts = ordered.map(([prompt, match]) => ({ ...choices[position(prompt)]!, match }));
  return { type: 'matching', content: { prompts, options: choices.filter((choice) => !promptIds.includes(choice.id)) } };
}
