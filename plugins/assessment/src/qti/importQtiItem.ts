import { contentErrors } from '../schemas/contentRules.ts';
import { DEFAULT_POINTS, MAX_ITEM_TITLE_LENGTH, MAX_POINTS, MAX_PROMPT_LENGTH } from '../schemas/itemBody.ts';
import { MAX_TEMPLATE_LENGTH } from '../schemas/itemContentSchemas.ts';
import type { ItemDefinition, ItemDraft } from '../schemas/itemTypes.ts';
import { QtiImportError } from './QtiImportError.ts';
import { fromAssociate, fromChoice, fromMatch, fromOrder, fromTextEntries, fromTextEntry } from './interactionConverters.ts';
import { contentHtml, contentText } from './qtiContent.ts';
import { childNamed, childrenNamed, descendants, parseQtiItem, type QtiElement } from './qtiTree.ts';
import { declarationOf, responseDeclarations } from './responseDeclarations.ts';

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

/** Points from the MAXSCORE outcome's default value, else the bank's default. */
function pointsOf(item: QtiElement): number {
  const outcome = childrenNamed(item, 'outcomeDeclaration').find((declaration) => declaration.attributes.identifier === 'MAXSCORE');
  const defaultValue = outcome && childNamed(outcome, 'defaultValue');
  const value = defaultValue && childNamed(defaultValue, 'value');
  if (!value) return DEFAULT_POINTS;
  const points = Number(contentText(value.children));
  if (!Number.isFinite(points) || points < 0 || points > MAX_POINTS) throw new QtiImportError(`The MAXSCORE of the item must be a number from 0 to ${MAX_POINTS}.`);
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

/**
 * Reads a QTI 3.0 or 2.1 assessmentItem into an item draft: its identifier
 * as the reference, its title, its question text (HTML, sanitised when
 * stored), its points (MAXSCORE) and the content of its one kind of
 * interaction, with the right answers of its response declarations.
 * Throws QtiImportError saying what is not supported.
 */
export function importQtiItem(xml: string): ItemDraft {
  const item = parseQtiItem(xml);
  const body = childNamed(item, 'itemBody');
  if (!body) throw new QtiImportError('The item has no itemBody.');
  const { definition, prompt } = convert(item, body, interactionsOf(body));
  const problem = contentErrors(definition)[0];
  if (problem) throw new QtiImportError(problem.message);
  const title = (item.attributes.title ?? '').trim();
  if (title.length > MAX_ITEM_TITLE_LENGTH) throw new QtiImportError(`The item's title is longer than ${MAX_ITEM_TITLE_LENGTH} characters.`);
  if (prompt.length > MAX_PROMPT_LENGTH) throw new QtiImportError('The item body is too long (at most 64 KiB).');
  return { ...definition, reference: item.attributes.identifier ?? '', title, prompt: prompt.trim(), points: pointsOf(item) } as ItemDraft;
}
