import { contentErrors } from '../schemas/contentRules.ts';
import { DEFAULT_POINTS, MAX_ITEM_TITLE_LENGTH, MAX_POINTS, MAX_PROMPT_LENGTH } from '../schemas/itemBody.ts';
import { MAX_TEMPLATE_LENGTH } from '../schemas/itemContentSchemas.ts';
import type { ItemDefinition, ItemDraft } from '../schemas/itemTypes.ts';
import { QtiImportError } from './QtiImportError.ts';
import { fromAssociate, fromChoice, fromMatch, fromOrder, fromTextEntries, fromTextEntry } from './interactionConverters.ts';
import { contentHtml, contentText } from './qtiContent.ts';
import { childNamed, childrenNamed, descendants, parseQtiItem, type QtiElement } from './qtiTree.ts';
import { declarationOf, responseDeclarations } from './responseDeclarations.ts';
import { itemDeclarations } from './processing/itemDeclarations.ts';
import { qtiMaxScore } from './processing/qtiItemScore.ts';
import { qtiContent, qtiDraft } from './keptAsQti.ts';
import type { QtiItemContent } from '../schemas/qtiItem.ts';
import { losslessNative, nativeContent } from './losslessNative.ts';
import { standardTemplate } from './processing/standardTemplates.ts';
import { itemToQti, type ExportableItem } from './export/itemToQti.ts';
import { withNativeHints } from './package/nativeTypeHints.ts';
import { displayName, lineLocator, versionOf } from './qtiNames.ts';
import { withImpliedParts } from './impliedParts.ts';

const SUPPORTED = [
  'choiceInteraction',
  'textEntryInteraction',
  'orderInteraction',
  'matchInteraction',
  'associateInteraction',
  'extendedTextInteraction',
  'uploadInteraction',
];

/** What an inline text entry leaves in the question text of a short text or numeric item. */
const BLANK = '_____';

/** Points as a kept item's: MAXSCORE, else SCORE's normal-maximum, else the template's maximum, else the bank's default. */
function pointsOf(item: QtiElement): number {
  const points = qtiMaxScore(item, itemDeclarations(item));
  if (points > MAX_POINTS) throw new QtiImportError(`The item is worth ${points} points; at most ${MAX_POINTS} are allowed.`);
  return points;
}

function interactionsOf(body: QtiElement): QtiElement[] {
  const interactions = descendants(body, (element) => element.name.endsWith('Interaction'));
  if (!interactions.length) throw new QtiImportError('The item has no interaction to import.');
  const unsupported = interactions.find((interaction) => !SUPPORTED.includes(interaction.name));
  if (unsupported) {
    throw new QtiImportError(`The ${unsupported.name} is not supported. Supported: choice, text entry, order, match, associate, extended text and upload interactions.`);
  }
  const kinds = new Set(interactions.map((interaction) => interaction.name));
  if (kinds.size > 1) throw new QtiImportError('An item mixing several kinds of interaction cannot be imported; make one item per interaction.');
  if (interactions.length > 1 && interactions[0]!.name !== 'textEntryInteraction') {
    throw new QtiImportError(`An item with more than one ${interactions[0]!.name} cannot be imported; make one item per interaction.`);
  }
  return interactions;
}

interface Converted {
  definition: ItemDefinition;
  prompt: string;
}

function convert(item: QtiElement, body: QtiElement, interactions: QtiElement[]): Converted {
  const declarations = responseDeclarations(item);
  const first = interactions[0]!;
  const declaration = declarationOf(declarations, first);
  if (first.name === 'textEntryInteraction') {
    if (interactions.length === 1) {
      return { definition: fromTextEntry(declaration), prompt: contentHtml(body.children, (element) => (element === first ? BLANK : undefined)) };
    }
    const template = contentText(body.children, (element) => (interactions.includes(element) ? `{{${element.attributes.responseIdentifier ?? ''}}}` : undefined));
    if (template.length > MAX_TEMPLATE_LENGTH) throw new QtiImportError(`The text with its blanks is longer than ${MAX_TEMPLATE_LENGTH} characters.`);
    return { definition: fromTextEntries(template, interactions.map((interaction) => declarationOf(declarations, interaction))), prompt: '' };
  }
  // A block interaction gives way to its own prompt, in its place in the question text.
  const ownPrompt = childNamed(first, 'prompt');
  const prompt = contentHtml(body.children, (element) => (element === first ? (ownPrompt ? `<p>${contentHtml(ownPrompt.children)}</p>` : '') : undefined));
  switch (first.name) {
    case 'choiceInteraction':
      return { definition: fromChoice(first, declaration), prompt };
    case 'orderInteraction':
      return { definition: fromOrder(first, declaration), prompt };
    case 'matchInteraction':
      return { definition: fromMatch(first, declaration), prompt };
    case 'associateInteraction':
      return { definition: fromAssociate(first, declaration), prompt };
    case 'extendedTextInteraction':
      return { definition: { type: 'longtext', content: {} }, prompt };
    default:
      return { definition: { type: 'fileupload', content: {} }, prompt };
  }
}

/** The item as a native type: its question text, points and content (see losslessNative.ts for when). */
function nativeDraft(item: QtiElement, body: QtiElement): ItemDraft {
  const { definition, prompt } = convert(item, body, interactionsOf(body));
  const problem = contentErrors(definition)[0];
  if (problem) throw new QtiImportError(problem.message);
  const title = (item.attributes.title ?? '').trim();
  if (title.length > MAX_ITEM_TITLE_LENGTH) throw new QtiImportError(`The item's title is longer than ${MAX_ITEM_TITLE_LENGTH} characters.`);
  if (prompt.length > MAX_PROMPT_LENGTH) throw new QtiImportError('The item body is too long (at most 64 KiB).');
  return { ...definition, reference: item.attributes.identifier ?? '', title, prompt: prompt.trim(), points: pointsOf(item) } as ItemDraft;
}

/**
 * Reads a QTI 3.0, 2.2 or 2.1 assessmentItem into an item draft. An item the
 * native types hold without loss becomes one (its identifier as the
 * reference, its title, question text, MAXSCORE points and the right answers
 * of its one kind of interaction); any other is kept as QTI (type `qti`, see
 * schemas/qtiItem.ts): renamed to QTI 3.0, sanitised, its processing checked.
 * Throws QtiImportError naming what cannot be taken, in the file's own names.
 */
export function importQtiItem(xml: string): ItemDraft {
  const { item, body, version, describe } = readItem(xml);
  return nativeIfLossless(item, body) ?? qtiDraft(item, body, version, describe, xml);
}

/**
 * The item as a native type when that loses nothing: its scoring is one the native types
 * hold (losslessNative.ts), or the very rule our export writes for that native item (an item
 * exported from here: written back, the same response declarations and processing). Null
 * when it must be kept as QTI.
 */
function nativeIfLossless(item: QtiElement, body: QtiElement): ItemDraft | null {
  const simple = losslessNative(item);
  if (!simple && !nativeContent(item)) return null;
  let draft: ItemDraft;
  try {
    draft = withNativeHints(nativeDraft(item, body), item);
  } catch (error) {
    if (!(error instanceof QtiImportError)) throw error;
    return null;
  }
  return simple || sameRules(parseQtiItem(itemToQti({ ...draft, title: draft.title ?? '', prompt: draft.prompt ?? '', points: draft.points ?? DEFAULT_POINTS } as ExportableItem)), item) ? draft : null;
}

/** An element as text that ignores attribute order and the space between elements. */
function canonical(element: QtiElement | undefined): string {
  if (!element) return '';
  const attributes = Object.entries(element.attributes).sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  const children = element.children.map((child) => (typeof child === 'string' ? JSON.stringify(child.trim()) : canonical(child))).filter((child) => child !== '""');
  return `<${element.name} ${attributes.join(' ')}>${children.join('')}</${element.name}>`;
}

/** Response processing with its standard template named by the template, not by the URL of a version. */
function byTemplate(processing: QtiElement | undefined): QtiElement | undefined {
  const uri = processing?.attributes.template;
  return processing && uri ? { ...processing, attributes: { ...processing.attributes, template: standardTemplate(uri) ?? uri } } : processing;
}

/** Whether two items score alike: the same response declarations and response processing. */
const sameRules = (a: QtiElement, b: QtiElement) => {
  const rules = (item: QtiElement) => [...childrenNamed(item, 'responseDeclaration'), byTemplate(childNamed(item, 'responseProcessing'))].map(canonical).join('');
  return rules(a) === rules(b);
};

/** The content of an item of type `qti` an author wrote: its XML checked, renamed to QTI 3.0 and sanitised, as an import keeps it. */
export function qtiItemContent(xml: string): QtiItemContent {
  const { item, body, version, describe } = readItem(xml);
  return qtiContent(item, body, version, describe, xml).content;
}

function readItem(xml: string) {
  const parsed = parseQtiItem(xml);
  const version = versionOf(parsed, xml);
  const line = lineLocator(parsed, xml);
  const describe = (element: QtiElement) => {
    const at = line(element);
    return `${displayName(element.name, version)}${at === null ? '' : ` (line ${at})`}`;
  };
  const item = withImpliedParts(parsed, version, describe);
  return { item, body: childNamed(item, 'itemBody')!, version, describe };
}
