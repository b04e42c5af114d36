import type { QtiValue } from '../../schemas/qtiItem.ts';
import { DEFAULT_POINTS } from '../../schemas/itemBody.ts';
import { childNamed, elements, type QtiElement } from '../qtiTree.ts';
import type { ItemDeclarations, Mapping } from './itemDeclarations.ts';
import { MAPPING_TEMPLATES, RIGHT_OR_WRONG_TEMPLATES, standardTemplate, templateUri } from './standardTemplates.ts';

/** The most a mapping can give: its upper bound, else its best entry (single) or all its positive entries (multiple). */
function mappingMaximum(mapping: Pick<Mapping, 'upperBound'> & { entries: { value: number }[] }, multiple: boolean): number {
  if (mapping.upperBound !== null) return mapping.upperBound;
  const values = mapping.entries.map((entry) => entry.value);
  return multiple ? values.filter((value) => value > 0).reduce((sum, value) => sum + value, 0) : Math.max(0, ...values);
}

/**
 * What an item is worth, as its outcome declarations say: MAXSCORE's default,
 * else SCORE's normal maximum, else what its standard template can give at
 * most, else the bank's default.
 */
export function qtiMaxScore(item: QtiElement, declarations: ItemDeclarations): number {
  const declared = declarations.outcomes.get('MAXSCORE')?.defaultValue.values[0];
  if (typeof declared === 'number' && declared > 0) return declared;
  const normal = declarations.outcomes.get('SCORE')?.normalMaximum;
  if (normal !== null && normal !== undefined && normal > 0) return normal;
  const processing = childNamed(item, 'responseProcessing');
  const template = processing && !elements(processing).length ? standardTemplate(templateUri(processing) ?? '') : null;
  const response = declarations.responses.get('RESPONSE');
  const multiple = response?.cardinality !== 'single';
  if (template && MAPPING_TEMPLATES.includes(template) && response?.mapping) return mappingMaximum(response.mapping, multiple) || DEFAULT_POINTS;
  if (template === 'map_response_point' && response?.areaMapping) return mappingMaximum(response.areaMapping, multiple) || DEFAULT_POINTS;
  return DEFAULT_POINTS;
}

/**
 * The most SCORE can be when the item says so by its processing alone: the
 * match_correct template is right or wrong (SCORE 1 or 0), whatever MAXSCORE
 * declares, so a right answer earns the item's points as the native types give
 * them. Null for any other processing (SCORE is then read against MAXSCORE).
 */
export function templateCeiling(item: QtiElement): number | null {
  const processing = childNamed(item, 'responseProcessing');
  const template = processing && !elements(processing).length ? standardTemplate(templateUri(processing) ?? '') : null;
  return template && RIGHT_OR_WRONG_TEMPLATES.includes(template) ? 1 : null;
}

/**
 * The share of the item's points the outcomes give: SCORE out of MAXSCORE
 * (the outcome after processing, else the declared maximum), or out of the
 * template's ceiling (templateCeiling). Negative credit is kept, down to
 * minus the item's points; more than the maximum is the maximum.
 */
export function qtiShare(outcomes: Record<string, QtiValue>, maxScore: number, ceiling: number | null = null): number {
  const score = typeof outcomes.SCORE === 'number' && Number.isFinite(outcomes.SCORE) ? outcomes.SCORE : 0;
  const max = ceiling ?? (typeof outcomes.MAXSCORE === 'number' && outcomes.MAXSCORE > 0 ? outcomes.MAXSCORE : maxScore);
  if (max <= 0) return 0;
  return Math.max(-1, Math.min(1, score / max));
}

/** SCORE is given by a person or another system (external-scored): the item waits for a person's score. */
export const scoredExternally = (declarations: ItemDeclarations) => declarations.outcomes.get('SCORE')?.externalScored ?? false;
