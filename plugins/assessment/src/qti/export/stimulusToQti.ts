import type { QtiVersion } from '../../schemas/qtiItem.ts';
import { ITEM_NAMESPACE } from './itemToQti.ts';
import { escapeXml, toXhtml } from './qtiXml.ts';

/** A shared passage as export writes it: its identifier in the package, title, sanitised HTML, and its file's path there. */
export interface ExportStimulus {
  identifier: string;
  title: string;
  html: string;
  path: string;
}

/** The passage's XHTML (well-formed whatever the stored HTML) as the body of a stimulus or a div of an item. */
const body = (stimulus: ExportStimulus) => toXhtml(stimulus.html).xhtml;

/**
 * A shared stimulus document: `qti-assessment-stimulus` in 3.0,
 * `assessmentStimulus` in 2.2 (added by 2.2; 2.1 has none, see
 * itemWithStimuli).
 */
export function stimulusToQti(stimulus: ExportStimulus, version: Exclude<QtiVersion, '2.1'>): string {
  const [root, bodyName] = version === '3.0' ? ['qti-assessment-stimulus', 'qti-stimulus-body'] : ['assessmentStimulus', 'stimulusBody'];
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} ${ITEM_NAMESPACE[version]} identifier="${escapeXml(stimulus.identifier)}" title="${escapeXml(stimulus.title || stimulus.identifier)}">
  <${bodyName}>${body(stimulus)}</${bodyName}>
</${root}>
`;
}

/** A reference the stored item kept from the package it came in: its href names a file of that package, not of this one. */
const STORED_REF = /\s*<qti-assessment-stimulus-ref\b[^>]*?(?:\/>|>\s*<\/qti-assessment-stimulus-ref>)/g;

/** Where 2.2's schema puts assessmentStimulusRef: after the declarations and template processing, before the first of these. */
const AFTER_22_REFS = /<(?:qti-stylesheet|qti-item-body|qti-response-processing|qti-modal-feedback)\b|<\/qti-assessment-item>/;

/**
 * A stored (QTI 3.0) item's XML with its passages, before it is renamed for
 * 2.x. The references it kept from its own package go (their files are not
 * in this one). In 3.0 a `qti-assessment-stimulus-ref` each to the passage's
 * file here (the schema puts them before the declarations, so right after the
 * root's start tag); in 2.2 the same reference (renamed `assessmentStimulusRef`,
 * which has no title) where 2.2's schema puts it, so the item names its passage
 * even out of its manifest; in 2.1, which has no stimulus, each passage
 * written into the start of the item body, where a candidate sees the same
 * text (a reader gets it back as the item's own text, not as a shared passage).
 */
export function itemWithStimuli(stored: string, stimuli: ExportStimulus[], version: QtiVersion): string {
  const xml = stored.replace(STORED_REF, '');
  if (!stimuli.length) return xml;
  const refs = (titled: boolean) =>
    stimuli.map((stimulus) => `<qti-assessment-stimulus-ref identifier="${escapeXml(stimulus.identifier)}" href="../${escapeXml(stimulus.path)}"${titled ? ` title="${escapeXml(stimulus.title || stimulus.identifier)}"` : ''}/>`).join('');
  if (version === '3.0') return xml.replace(/<qti-assessment-item\b[^>]*>/, (tag) => `${tag}${refs(true)}`);
  if (version === '2.2') return xml.replace(AFTER_22_REFS, (next) => `${refs(false)}${next}`);
  const passages = stimuli.map((stimulus) => `<div class="qti-stimulus">${stimulus.title ? `<h3>${escapeXml(stimulus.title)}</h3>` : ''}${body(stimulus)}</div>`).join('');
  return xml.replace(/<qti-item-body\b[^>]*>/, (tag) => `${tag}${passages}`);
}
