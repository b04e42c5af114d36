import type { QtiElement } from '../qtiTree.ts';

const el = (name: string, attributes: Record<string, string> = {}, children: QtiElement[] = []): QtiElement => ({ name, attributes, children });

const response = el('variable', { identifier: 'RESPONSE' });
const setScore = (value: QtiElement) => el('setOutcomeValue', { identifier: 'SCORE' }, [value]);
const float = (value: string): QtiElement => ({ name: 'baseValue', attributes: { baseType: 'float' }, children: [value] });

/** The rules of QTI's standard response processing templates, as the standard writes them. */
const TEMPLATES: Record<string, QtiElement[]> = {
  match_correct: [
    el('responseCondition', {}, [
      el('responseIf', {}, [el('match', {}, [response, el('correct', { identifier: 'RESPONSE' })]), setScore(float('1'))]),
      el('responseElse', {}, [setScore(float('0'))]),
    ]),
  ],
  map_response: [
    el('responseCondition', {}, [
      el('responseIf', {}, [el('isNull', {}, [response]), setScore(float('0'))]),
      el('responseElse', {}, [setScore(el('mapResponse', { identifier: 'RESPONSE' }))]),
    ]),
  ],
  map_response_point: [
    el('responseCondition', {}, [
      el('responseIf', {}, [el('isNull', {}, [response]), setScore(float('0'))]),
      el('responseElse', {}, [setScore(el('mapResponsePoint', { identifier: 'RESPONSE' }))]),
    ]),
  ],
};

export type StandardTemplate = keyof typeof TEMPLATES;

/**
 * The standard template a URI names, in any of its published forms (QTI 2.1
 * and 2.2 `.../qti_v2p1/rptemplates/match_correct`, QTI 3.0
 * `.../qti/v3p0/rptemplates/match_correct.xml`): by the file name.
 */
export function standardTemplate(uri: string): StandardTemplate | null {
  const name = /rptemplates\/([a-z_]+?)(\.xml)?$/.exec(uri.trim())?.[1];
  return name !== undefined && name in TEMPLATES ? (name as StandardTemplate) : null;
}

export const templateRules = (template: StandardTemplate): QtiElement[] => TEMPLATES[template]!;
