import { childNamed, descendants, elements, type QtiElement } from './qtiTree.ts';
import { itemDeclarations } from './processing/itemDeclarations.ts';
import { qtiMaxScore } from './processing/qtiItemScore.ts';
import { standardTemplate, templateUri } from './processing/standardTemplates.ts';

/**
 * What the native item types cannot hold: templates, feedback, printed values, MathML, ruby, objects,
 * rubrics (the candidate's, and the scorer's or tutor's the native types have no place for), stylesheets,
 * companion materials (a calculator, a rule), audio and video (the question text keeps neither).
 */
const NOT_NATIVE = new Set([
  'templateDeclaration', 'templateProcessing', 'templateBlock', 'templateInline', 'printedVariable',
  'modalFeedback', 'feedbackBlock', 'feedbackInline', 'math', 'ruby', 'object', 'stylesheet', 'svg', 'rubricBlock',
  'companionMaterialsInfo', 'audio', 'video',
]);

const CHOICES = ['simpleChoice', 'simpleAssociableChoice'];

/** Whether the native types can hold everything of the item but its scoring: none of NOT_NATIVE, choices of plain text. */
export function nativeContent(item: QtiElement): boolean {
  if (descendants(item, (element) => NOT_NATIVE.has(element.name)).length) return false;
  return !descendants(item, (element) => CHOICES.includes(element.name) && elements(element).some((child) => child.name !== 'br')).length;
}

/**
 * Whether converting an item to a native type loses nothing a candidate sees
 * or any scoring: no construct the native types drop, choices of plain text,
 * and scoring that is right-or-wrong (match_correct, or a mapping where
 * every accepted answer is worth the whole item and nothing else counts).
 * The converters may still refuse; the item is then kept as QTI.
 */
export function losslessNative(item: QtiElement): boolean {
  if (!nativeContent(item)) return false;
  const processing = childNamed(item, 'responseProcessing');
  if (!processing) return true;
  if (elements(processing).length) return false;
  const template = standardTemplate(templateUri(processing) ?? '');
  if (template === 'match_correct') return true;
  if (template !== 'map_response') return false;
  try {
    const declarations = itemDeclarations(item);
    const response = declarations.responses.get('RESPONSE');
    const mapping = response?.mapping;
    if (!response || !mapping || response.cardinality !== 'single' || mapping.defaultValue !== 0 || (mapping.lowerBound ?? 0) !== 0) return false;
    const worth = qtiMaxScore(item, declarations);
    return mapping.entries.every((entry) => entry.value === worth) && (mapping.upperBound ?? worth) >= worth;
  } catch {
    return false;
  }
}
