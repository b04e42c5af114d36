import type { QtiVersion } from '../schemas/qtiItem.ts';
import { displayName } from './qtiNames.ts';
import { QtiImportError } from './QtiImportError.ts';
import { childNamed, childrenNamed, descendants, elements, type QtiElement } from './qtiTree.ts';

/** What an assessmentItem may hold (QTI 2.1, 2.2 and 3.0, read in 2.1's names; APIP's accessibility block beside them). */
const ITEM_PARTS = new Set([
  'contextDeclaration',
  'assessmentStimulusRef',
  'responseDeclaration',
  'outcomeDeclaration',
  'templateDeclaration',
  'templateProcessing',
  'stylesheet',
  'companionMaterialsInfo',
  'itemBody',
  'catalogInfo',
  'responseProcessing',
  'modalFeedback',
  'apipAccessibility',
]);

/** The parts that come after the item body, in the schemas' order. */
const AFTER_BODY = ['catalogInfo', 'responseProcessing', 'modalFeedback', 'apipAccessibility'];

/** The parts that come before response declarations, and response declarations themselves. */
const UP_TO_RESPONSES = ['contextDeclaration', 'assessmentStimulusRef', 'responseDeclaration'];

/**
 * Interactions whose response the standard fixes (an end attempt's is a single boolean, an upload's a
 * single file): an item that leaves its declaration out (TAO writes upload items so) gets that one.
 */
const FIXED_RESPONSES: Record<string, string> = { endAttemptInteraction: 'boolean', uploadInteraction: 'file' };

const insertBefore = (children: QtiElement['children'], test: (element: QtiElement) => boolean, added: QtiElement[]) => {
  const at = children.findIndex((child) => typeof child !== 'string' && test(child));
  return at === -1 ? [...children, ...added] : [...children.slice(0, at), ...added, ...children.slice(at)];
};

/**
 * The item with what the standard implies written out: the item body, which the schemas let an
 * item leave out (an item of processing alone is content alone, an information item), and the fixed
 * response declaration of an end attempt or upload interaction that answers an undeclared response.
 * An element the item cannot hold, and an XInclude, are refused, named as the file writes them.
 */
export function withImpliedParts(item: QtiElement, version: QtiVersion, describe: (element: QtiElement) => string): QtiElement {
  const stray = elements(item).find((element) => !ITEM_PARTS.has(element.name));
  if (stray) throw new QtiImportError(`The ${describe(stray)} is not an element QTI allows in ${displayName('assessmentItem', version)}.`);
  // XInclude (namespace prefix dropped by the parser): the content it names is another file.
  const include = descendants(item, (element) => element.name === 'include' && element.attributes.href !== undefined)[0];
  if (include) throw new QtiImportError(`The xi:${describe(include)} brings in "${include.attributes.href}" (XInclude), which this platform does not resolve; write that content in the item.`);
  let children = item.children;
  if (!childNamed(item, 'itemBody')) children = insertBefore(children, (element) => AFTER_BODY.includes(element.name), [{ name: 'itemBody', attributes: {}, children: [] }]);
  const declared = new Set(childrenNamed(item, 'responseDeclaration').map((declaration) => declaration.attributes.identifier));
  const implied = descendants(item, (element) => FIXED_RESPONSES[element.name] !== undefined)
    .map((interaction) => ({ identifier: interaction.attributes.responseIdentifier, baseType: FIXED_RESPONSES[interaction.name]! }))
    .filter((response): response is { identifier: string; baseType: string } => response.identifier !== undefined && !declared.has(response.identifier))
    .filter((response, index, all) => all.findIndex((other) => other.identifier === response.identifier) === index)
    .map(({ identifier, baseType }): QtiElement => ({ name: 'responseDeclaration', attributes: { identifier, cardinality: 'single', baseType }, children: [] }));
  if (implied.length) children = insertBefore(children, (element) => !UP_TO_RESPONSES.includes(element.name), implied);
  return children === item.children ? item : { ...item, children };
}
