import type { QtiVersion } from '../../schemas/qtiItem.ts';
import { el, type QtiOut } from './qtiXml.ts';

/** The standard response processing templates, by version. */
export function templateUrl(template: 'match_correct' | 'map_response', version: QtiVersion): string {
  return version === '3.0' ? `https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/${template}.xml` : `http://www.imsglobal.org/question/qti_v2p1/rptemplates/${template}`;
}

const float = (value: number) => el('base-value', { 'base-type': 'float' }, [String(value)]);
const setScore = (expression: QtiOut) => el('set-outcome-value', { identifier: 'SCORE' }, [expression]);

/** SCORE is `points` when `condition` holds, else 0: match_correct's rule with the item's points instead of 1. */
export function scoreWhen(condition: QtiOut, points: number): QtiOut {
  return el('response-processing', {}, [
    el('response-condition', {}, [el('response-if', {}, [condition, setScore(float(points))]), el('response-else', {}, [setScore(float(0))])]),
  ]);
}

/** The match_correct template itself when the item is worth 1 point, else its rule worth the item's points. */
export function matchCorrect(points: number, version: QtiVersion): QtiOut {
  if (points === 1) return el('response-processing', { template: templateUrl('match_correct', version) });
  return scoreWhen(el('match', {}, [el('variable', { identifier: 'RESPONSE' }), el('correct', { identifier: 'RESPONSE' })]), points);
}

/** The map_response template: SCORE is the response's mapped value (the mapping carries the points). */
export const mapResponse = (version: QtiVersion): QtiOut => el('response-processing', { template: templateUrl('map_response', version) });

/** SCORE is the sum of each response's mapped value (several blanks, each mapped to its share). */
export function sumOfMappings(identifiers: string[]): QtiOut {
  return el('response-processing', {}, [setScore(el('sum', {}, identifiers.map((identifier) => el('map-response', { identifier }))))]);
}

/** The SCORE and MAXSCORE outcomes every exported item declares; MAXSCORE holds the item's points. */
export function scoreOutcomes(points: number): QtiOut[] {
  return [
    el('outcome-declaration', { identifier: 'SCORE', cardinality: 'single', 'base-type': 'float' }, [el('default-value', {}, [el('value', {}, ['0'])])]),
    el('outcome-declaration', { identifier: 'MAXSCORE', cardinality: 'single', 'base-type': 'float' }, [el('default-value', {}, [el('value', {}, [String(points)])])]),
  ];
}
