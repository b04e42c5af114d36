import type { QtiElement } from '../qtiTree.ts';

const el = (name: string, attributes: Record<string, string> = {}, children: QtiElement[] = []): QtiElement => ({ name, attributes, children });

const response = el('variable', { identifier: 'RESPONSE' });
const setScore = (value: QtiElement) => el('setOutcomeValue', { identifier: 'SCORE' }, [value]);
const float = (value: string): QtiElement => ({ name: 'baseValue', attributes: { baseType: 'float' }, children: [value] });
const identifier = (value: string): QtiElement => ({ name: 'baseValue', attributes: { baseType: 'identifier' }, children: [value] });
const setOutcome = (outcome: string, value: QtiElement) => el('setOutcomeValue', { identifier: outcome }, [value]);

const matchCorrect = [
  el('responseCondition', {}, [
    el('responseIf', {}, [el('match', {}, [response, el('correct', { identifier: 'RESPONSE' })]), setScore(float('1'))]),
    el('responseElse', {}, [setScore(float('0'))]),
  ]),
];

const mapResponse = [
  el('responseCondition', {}, [
    el('responseIf', {}, [el('isNull', {}, [response]), setScore(float('0'))]),
    el('responseElse', {}, [setScore(el('mapResponse', { identifier: 'RESPONSE' }))]),
  ]),
];

/**
 * The rules of QTI's standard response processing templates, as the standard writes them, and
 * of the Common Cartridge profile's (CC2_*, published beside them and used by cartridges' items).
 */
const TEMPLATES: Record<string, QtiElement[]> = {
  match_correct: matchCorrect,
  map_response: mapResponse,
  map_response_point: [
    el('responseCondition', {}, [
      el('responseIf', {}, [el('isNull', {}, [response]), setScore(float('0'))]),
      el('responseElse', {}, [setScore(el('mapResponsePoint', { identifier: 'RESPONSE' }))]),
    ]),
  ],
  CC2_match: matchCorrect,
  // map_response, then FEEDBACK "correct" when the score is the item's maximum.
  CC2_map_response: [
    ...mapResponse,
    el('responseCondition', {}, [
      el('responseIf', {}, [el('equal', { toleranceMode: 'exact' }, [el('variable', { identifier: 'MAXSCORE' }), el('variable', { identifier: 'SCORE' })]), setOutcome('FEEDBACK', identifier('correct'))]),
      el('responseElse', {}, [setOutcome('FEEDBACK', identifier('incorrect'))]),
    ]),
  ],
  // For systems without inline feedback: the whole of MAXSCORE for a right answer, FEEDBACKBASIC "correct" or "incorrect".
  CC2_match_basic: [
    el('responseCondition', {}, [
      el('responseIf', {}, [
        el('match', {}, [response, el('correct', { identifier: 'RESPONSE' })]),
        setScore(el('variable', { identifier: 'MAXSCORE' })),
        setOutcome('FEEDBACKBASIC', identifier('correct')),
      ]),
      el('responseElse', {}, [setOutcome('FEEDBACKBASIC', identifier('incorrect'))]),
    ]),
  ],
};

/** The templates whose score is right or wrong, 1 or 0 (a right answer earns the item's points). */
export const RIGHT_OR_WRONG_TEMPLATES: readonly string[] = ['match_correct', 'CC2_match'];

/** The templates whose score is the response's mapping. */
export const MAPPING_TEMPLATES: readonly string[] = ['map_response', 'CC2_map_response'];

export type StandardTemplate = keyof typeof TEMPLATES;

/**
 * The standard template a URI names, in any of its published forms (QTI 2.1
 * and 2.2 `.../qti_v2p1/rptemplates/match_correct`, QTI 3.0
 * `.../qti/v3p0/rptemplates/match_correct.xml`): by the file name.
 */
export function standardTemplate(uri: string): StandardTemplate | null {
  const name = /rptemplates\/(\w+?)(\.xml)?$/.exec(uri.trim())?.[1];
  return name !== undefined && Object.hasOwn(TEMPLATES, name) ? (name as StandardTemplate) : null;
}

export const templateRules = (template: StandardTemplate): QtiElement[] => TEMPLATES[template]!;

/** The template a responseProcessing names (template, else templateLocation); an empty attribute names none. */
export function templateUri(processing: QtiElement): string | undefined {
  const uri = (processing.attributes.template ?? '').trim() || (processing.attributes.templateLocation ?? '').trim();
  return uri === '' ? undefined : uri;
}

/** A relative address: a file of the item's package or folder, not a published template. */
export const isLocalFile = (uri: string) => !/^[a-z][a-z0-9+.-]*:/i.test(uri);
