import type { ItemDefinition } from '../../schemas/itemTypes.ts';
import type { QtiVersion } from '../../schemas/qtiItem.ts';
import { itemToQti, qtiIdentifier } from './itemToQti.ts';
import { qti3To21 } from './qti3To21.ts';
import { itemWithStimuli, type ExportStimulus } from './stimulusToQti.ts';

/**
 * The attributes the standard requires of every item, added where an item came without them: the
 * Question's reference as its identifier (a package's item is read by it), and the defaults QTI
 * players assume for the others.
 */
function withRequired(xml: string, reference: string): string {
  const required = [['identifier', qtiIdentifier(reference)], ['adaptive', 'false'], ['time-dependent', 'false']];
  return xml.replace(/<qti-assessment-item\b([^>]*)>/, (_tag: string, attributes: string) => {
    const missing = required.filter(([name]) => !new RegExp(`\\s${name}=`).test(attributes));
    return `<qti-assessment-item${attributes}${missing.map(([name, value]) => ` ${name}="${value}"`).join('')}>`;
  });
}

/**
 * A Question of any type in `version`: a native type written by itemToQti
 * (a passage it came with is in its question text), a `qti` item as it is
 * stored (renamed for 2.x) with its shared passages (itemWithStimuli).
 */
export function questionToQti(item: ItemDefinition & { reference: string; title: string; prompt: string; points: number }, version: QtiVersion = '3.0', stimuli: ExportStimulus[] = []): string {
  if (item.type === 'qti') {
    const xml = itemWithStimuli(withRequired(item.content.xml, item.reference), stimuli, version);
    return version === '3.0' ? xml : qti3To21(xml, version);
  }
  return itemToQti(item, version);
}
