import { isPciStateKey, type QtiItemContent, type QtiItemReview, type QtiItemToAnswer, type QtiResponse, type QtiResponseValue, type QtiValue } from '../schemas/qtiItem.ts';
import { drawChoiceOrder, orderedChoices, type QtiChoiceOrder } from './choiceShuffle.ts';
import { deliveredTree, type ShownValues } from './deliveredQtiTree.ts';
import { itemDeclarations, type ItemDeclarations } from './processing/itemDeclarations.ts';
import { qtiMaxScore, templateCeiling, scoredExternally } from './processing/qtiItemScore.ts';
import { drawTemplate, processResponse, type TemplateDraw } from './processing/runProcessing.ts';
import { toQtiValue } from './processing/qtiValues.ts';
import { qti3Xml } from './qti3Xml.ts';
import { childNamed, childrenNamed, descendants, parseQtiItem, type QtiElement } from './qtiTree.ts';

/**
 * An item of type `qti` at delivery, scoring and review: its stored XML read
 * back (it was checked at import, so reading it cannot fail on its content).
 */
interface StoredQti {
  item: QtiElement;
  declarations: ItemDeclarations;
  mathVariables: Set<string>;
  /** An information item (no interaction): worth 0 points, whatever its processing sets. */
  information: boolean;
}

/** Items read lately, by their XML: every GET of a running attempt delivers its items again. Nothing here changes a read item. */
const RECENT = new Map<string, StoredQti>();
const RECENT_MAX = 64;

function stored(content: QtiItemContent): StoredQti {
  const known = RECENT.get(content.xml);
  if (known) return known;
  const item = parseQtiItem(content.xml);
  const mathVariables = new Set(childrenNamed(item, 'templateDeclaration').filter((d) => d.attributes.mathVariable === 'true').map((d) => d.attributes.identifier ?? ''));
  const body = childNamed(item, 'itemBody');
  const information = !body || !descendants(body, (element) => element.name.endsWith('Interaction')).length;
  const read = { item, declarations: itemDeclarations(item), mathVariables, information };
  if (RECENT.size >= RECENT_MAX) RECENT.delete(RECENT.keys().next().value!);
  RECENT.set(content.xml, read);
  return read;
}

/** One attempt's template values, drawn from a seed (null for an item without template variables). */
export function drawQtiTemplate(content: QtiItemContent, seed: number): TemplateDraw | null {
  const { item, declarations } = stored(content);
  return drawTemplate(item, declarations, seed);
}

/** One attempt's order of the item's shuffled choices, drawn from a seed (null for an item that shuffles nothing). */
export function drawQtiChoiceOrder(content: QtiItemContent, seed: number): QtiChoiceOrder | null {
  return drawChoiceOrder(stored(content).item, seed);
}

const isResponseValue = (value: unknown): value is QtiResponseValue =>
  value === null || typeof value === 'string' || (Array.isArray(value) && value.every((part) => typeof part === 'string'));

/** A response as a browser sent it: each declared identifier's value when it has a QTI response's shape; anything else is unanswered. */
export function readQtiResponse(response: unknown): QtiResponse {
  if (response === null || typeof response !== 'object' || Array.isArray(response)) return {};
  return Object.fromEntries(Object.entries(response).filter(([, value]) => isResponseValue(value))) as QtiResponse;
}

/** Whether any response is given (a PCI's state alone is not an answer). */
export const qtiAnswered = (response: QtiResponse) =>
  Object.entries(response).some(([key, value]) => !isPciStateKey(key) && (Array.isArray(value) ? value.length > 0 : value !== null && value !== ''));

/** The outcomes a response earns, what the item is worth by its own declarations, and whether a person gives its score. */
export function qtiOutcomes(
  content: QtiItemContent,
  draw: TemplateDraw | null,
  response: QtiResponse,
): { outcomes: Record<string, QtiValue>; maxScore: number; ceiling: number | null; byPerson: boolean; information: boolean } {
  const { item, declarations, information } = stored(content);
  const outcomes = processResponse(item, declarations, response, draw);
  // Out of 0, an information item's share is 0 (qtiShare), never a right answer.
  if (information) return { outcomes, maxScore: 0, ceiling: null, byPerson: false, information };
  return { outcomes, maxScore: qtiMaxScore(item, declarations), ceiling: templateCeiling(item), byPerson: scoredExternally(declarations), information };
}

/** The attempt's draws: its template values and its order of shuffled choices. */
export interface QtiAttemptDraws {
  draw: TemplateDraw | null;
  order: QtiChoiceOrder | null;
}

function shownXml(item: QtiElement, parsed: StoredQti, draw: TemplateDraw | null, outcomes: Record<string, QtiValue> | null): string {
  const shown: ShownValues = { draw, outcomes, mathVariables: parsed.mathVariables };
  return qti3Xml(deliveredTree(item, shown));
}

/** What a taker gets: the XML without answers, with the attempt's values and order of choices. */
export function qtiItemToAnswer(content: QtiItemContent, { draw, order }: QtiAttemptDraws): QtiItemToAnswer {
  const parsed = stored(content);
  return { xml: shownXml(orderedChoices(parsed.item, order), parsed, draw, null) };
}

const asResponse = (value: QtiValue): QtiResponseValue => (value === null ? null : Array.isArray(value) ? value.map(String) : String(value));

/**
 * A review: the delivered XML (the attempt's order of choices), the outcomes of the response, the XML with
 * the feedback they show and, when the review shows correct answers, each
 * response's correct value (as the attempt's template values made it).
 */
export function qtiItemReview(content: QtiItemContent, { draw, order }: QtiAttemptDraws, response: QtiResponse, showCorrect: boolean): QtiItemReview {
  const parsed = stored(content);
  const item = orderedChoices(parsed.item, order);
  const outcomes = processResponse(parsed.item, parsed.declarations, response, draw);
  const correct = Object.fromEntries(
    [...parsed.declarations.responses.values()]
      .filter((declaration) => declaration.correct.values.length || draw?.correct[declaration.identifier] !== undefined)
      .map((declaration) => [declaration.identifier, asResponse(draw?.correct[declaration.identifier] ?? toQtiValue(declaration.correct))]),
  );
  return {
    xml: shownXml(item, parsed, draw, null),
    outcomes,
    review_xml: shownXml(item, parsed, draw, outcomes),
    ...(showCorrect ? { correct_response: correct } : {}),
  };
}
