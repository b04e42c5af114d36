import type { ItemDefinition } from '../../schemas/itemTypes.ts';
import type { QtiVersion } from '../../schemas/qtiItem.ts';
import { matchCorrect, mapResponse, scoreOutcomes, scoreWhen, sumOfMappings } from './responseProcessing.ts';
import { el, toXhtml, writeQti, type QtiOut, type Xhtml } from './qtiXml.ts';

/** A native bank item as export needs it (a `qti` item is exported as it is stored: PackageExports). */
export type ExportableItem = Exclude<ItemDefinition, { type: 'qti' }> & { reference: string; title: string; prompt: string; points: number };

const NAMESPACES: Record<QtiVersion, string> = {
  '3.0': 'xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqtiasi_v3p0 https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd"',
  '2.2': 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p2 http://www.imsglobal.org/xsd/qti/qtiv2p2/imsqti_v2p2.xsd"',
  '2.1': 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd"',
};

export const ITEM_NAMESPACE = NAMESPACES;

const RESPONSE = 'RESPONSE';

/**
 * What the standard cannot say about a native item travels in the class of
 * its interaction (allowed on every body element in 2.1 and 3.0): which of
 * our types it is when several share one interaction, and the limits QTI has
 * no attribute for. A reader that does not know them loses nothing it scores.
 */
export const LMS_CLASS = {
  type: 'lms-type-',
  maxLength: 'lms-max-length-',
  maxSeconds: 'lms-max-seconds-',
  extensions: 'lms-extensions-',
  template: 'lms-template',
  /** The paragraph export adds for a short text or numeric answer when the question text has no "_____" to put it in. */
  answer: 'lms-answer',
} as const;

/** Where a short text or numeric item's question text wants its answer (the item reader's mark for one blank). */
const BLANK = '_____';

const declaration = (cardinality: string, baseType: string, correct: string[], extra: QtiOut[] = [], identifier = RESPONSE) =>
  el('response-declaration', { identifier, cardinality, 'base-type': baseType }, [
    ...(correct.length ? [el('correct-response', {}, correct.map((value) => el('value', {}, [value])))] : []),
    ...extra,
  ]);

const mapping = (entries: { key: string; value: number; caseSensitive?: boolean }[], upper: number) =>
  el('mapping', { 'default-value': 0, 'lower-bound': 0, 'upper-bound': upper }, entries.map((entry) => el('map-entry', { 'map-key': entry.key, 'mapped-value': entry.value, 'case-sensitive': entry.caseSensitive })));

const choices = (name: string, list: { id: string; text: string }[]) => list.map((choice) => el(name, { identifier: choice.id }, [choice.text]));

const round = (value: number) => Math.round(value * 10_000) / 10_000;

interface Parts {
  declarations: QtiOut[];
  body: (QtiOut | Xhtml)[];
  processing?: QtiOut;
}

function parts(item: ExportableItem, version: QtiVersion, prompt: Xhtml[]): Parts {
  const interactionWith = (name: string, attributes: QtiOut['attributes'], children: QtiOut['children'] = []) => [...prompt, el(name, { 'response-identifier': RESPONSE, ...attributes }, children)];
  switch (item.type) {
    case 'single_choice':
      return { declarations: [declaration('single', 'identifier', [item.content.correct])], body: interactionWith('choice-interaction', { 'max-choices': 1, shuffle: false }, choices('simple-choice', item.content.choices)), processing: matchCorrect(item.points, version) };
    case 'multiple_response':
      return { declarations: [declaration('multiple', 'identifier', item.content.correct)], body: interactionWith('choice-interaction', { 'max-choices': 0, shuffle: false }, choices('simple-choice', item.content.choices)), processing: matchCorrect(item.points, version) };
    case 'true_false':
      return {
        declarations: [declaration('single', 'identifier', [String(item.content.correct)])],
        body: interactionWith('choice-interaction', { 'max-choices': 1, shuffle: false, class: `${LMS_CLASS.type}true_false` }, choices('simple-choice', [{ id: 'true', text: 'True' }, { id: 'false', text: 'False' }])),
        processing: matchCorrect(item.points, version),
      };
    case 'short_text': {
      const entries = item.content.answers.map((answer) => ({ key: answer, value: item.points, caseSensitive: item.content.case_sensitive }));
      return { declarations: [declaration('single', 'string', item.content.answers.slice(0, 1), [mapping(entries, item.points)])], body: withEntry(prompt, version), processing: mapResponse(version) };
    }
    case 'numeric': {
      const { answer, tolerance = 0, tolerance_percent: percent = 0 } = item.content;
      const equal = (mode: string, by: number) => el('equal', { 'tolerance-mode': mode, tolerance: mode === 'exact' ? undefined : `${by} ${by}` }, [el('variable', { identifier: RESPONSE }), el('correct', { identifier: RESPONSE })]);
      const tests = [tolerance > 0 ? equal('absolute', tolerance) : null, percent > 0 ? equal('relative', percent) : null].filter((test): test is QtiOut => test !== null);
      const condition = tests.length === 0 ? equal('exact', 0) : tests.length === 1 ? tests[0]! : el('or', {}, tests);
      return { declarations: [declaration('single', 'float', [String(answer)])], body: withEntry(prompt, version), processing: scoreWhen(condition, item.points) };
    }
    case 'fill_blanks': {
      const share = round(item.points / item.content.blanks.length);
      const lines = item.content.template.split('\n').map((line) => {
        const pieces = line.split(/(\{\{[^}]+\}\})/).filter((piece) => piece !== '').map((piece) => {
          const id = /^\{\{([^}]+)\}\}$/.exec(piece)?.[1];
          return id === undefined ? piece : writeQti(el('text-entry-interaction', { 'response-identifier': id }), version);
        });
        return { xhtml: `<p>${pieces.map((piece) => (piece.startsWith('<') ? piece : escapeText(piece))).join('')}</p>` };
      });
      return {
        declarations: item.content.blanks.map((blank) => declaration('single', 'string', blank.answers.slice(0, 1), [mapping(blank.answers.map((answer) => ({ key: answer, value: share, caseSensitive: blank.case_sensitive })), share)], blank.id)),
        body: [...prompt, { xhtml: `<div class="${LMS_CLASS.template}">${lines.map((line) => line.xhtml).join('')}</div>` }],
        processing: sumOfMappings(item.content.blanks.map((blank) => blank.id)),
      };
    }
    case 'ordering':
      return { declarations: [declaration('ordered', 'identifier', item.content.entries.map((entry) => entry.id))], body: interactionWith('order-interaction', { shuffle: true }, choices('simple-choice', item.content.entries)), processing: matchCorrect(item.points, version) };
    case 'matching': {
      const share = round(item.points / item.content.prompts.length);
      const pairs = item.content.prompts.map((prompt) => `${prompt.id} ${prompt.match}`);
      const set = (list: { id: string; text: string }[], max: number) => el('simple-match-set', {}, list.map((choice) => el('simple-associable-choice', { identifier: choice.id, 'match-max': max }, [choice.text])));
      return {
        declarations: [declaration('multiple', 'directedPair', pairs, [mapping(pairs.map((pair) => ({ key: pair, value: share })), item.points)])],
        body: interactionWith('match-interaction', { 'max-associations': item.content.prompts.length, shuffle: false }, [set(item.content.prompts, 1), set(item.content.options, 0)]),
        processing: mapResponse(version),
      };
    }
    case 'longtext':
    case 'longtextV2':
    case 'plaintext': {
      const classes = [`${LMS_CLASS.type}${item.type}`, ...(item.content.max_length ? [`${LMS_CLASS.maxLength}${item.content.max_length}`] : [])];
      return { declarations: [declaration('single', 'string', [])], body: interactionWith('extended-text-interaction', { class: classes.join(' ') }) };
    }
    case 'audio':
    case 'video': {
      const classes = [`${LMS_CLASS.type}${item.type}`, ...(item.content.max_seconds ? [`${LMS_CLASS.maxSeconds}${item.content.max_seconds}`] : [])];
      return { declarations: [declaration('single', 'file', [])], body: interactionWith('upload-interaction', { class: classes.join(' '), type: `${item.type}/*` }) };
    }
    case 'fileupload': {
      const classes = [`${LMS_CLASS.type}fileupload`, ...(item.content.extensions?.length ? [`${LMS_CLASS.extensions}${item.content.extensions.join('-')}`] : [])];
      return { declarations: [declaration('single', 'file', [])], body: interactionWith('upload-interaction', { class: classes.join(' ') }) };
    }
  }
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The one text entry of a short text or numeric item: in place of the prompt's first "_____", else in a paragraph of its own after it. */
function withEntry(prompt: Xhtml[], version: QtiVersion): Xhtml[] {
  const entry = writeQti(el('text-entry-interaction', { 'response-identifier': RESPONSE }), version);
  const html = prompt[0]?.xhtml ?? '';
  if (html.includes(BLANK)) return [{ xhtml: html.replace(BLANK, entry) }];
  return [...prompt, { xhtml: `<p class="${LMS_CLASS.answer}">${entry}</p>` }];
}

/** A QTI identifier (an NCName) made from a reference: other characters become "_", and it starts with a letter or "_". */
export const qtiIdentifier = (reference: string) => {
  const name = reference.replace(/[^A-Za-z0-9._-]/g, '_');
  return /^[A-Za-z_]/.test(name) ? name : `_${name}`;
};

/** The item as a QTI assessment item document in `version` (3.0 unless 2.1 or 2.2 is asked). */
export function itemToQti(item: ExportableItem, version: QtiVersion = '3.0'): string {
  const html = item.prompt.trim();
  // The body holds blocks: a prompt of bare text goes in a paragraph.
  const prompt = html === '' ? [] : [toXhtml(html.startsWith('<') ? html : `<p>${html}</p>`)];
  const { declarations, body, processing } = parts(item, version, prompt);
  const root = el('assessment-item', { identifier: qtiIdentifier(item.reference), title: item.title || item.reference, adaptive: false, 'time-dependent': false }, [
    ...declarations,
    ...scoreOutcomes(item.points),
    el('item-body', {}, body),
    ...(processing ? [processing] : []),
  ]);
  const xml = writeQti(root, version).replace(/^<([a-zA-Z-]+)/, (start) => `${start} ${NAMESPACES[version]}`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}
