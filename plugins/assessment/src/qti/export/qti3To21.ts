import type { QtiVersion } from '../../schemas/qtiItem.ts';
import { ITEM_NAMESPACE } from './itemToQti.ts';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A stored QTI 3.0 item (a `qti` item) in QTI 2.1 or 2.2 names: `qti-` elements
 * and their kebab attributes renamed, the namespace swapped. What 3.0 added
 * (elements 2.x lacks) keeps its renamed form; a 2.x reader refuses those. The
 * standard response processing templates are named by their 2.x addresses.
 */
export function qti3To21(xml: string, version: Exclude<QtiVersion, '3.0'>): string {
  return xml
    .replace(/https:\/\/purl\.imsglobal\.org\/spec\/qti\/v3p0\/rptemplates\/([a-z_]+)\.xml/g, 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/$1')
    .replace(/xmlns="http:\/\/www\.imsglobal\.org\/xsd\/imsqtiasi_v3p0"/, ITEM_NAMESPACE[version].split(' ')[0]!)
    .replace(/\s(?:xsi:)?schemaLocation="[^"]*"/, ` xsi:schemaLocation="${ITEM_NAMESPACE[version].match(/schemaLocation="([^"]*)"/)![1]}"`)
    .replace(/<(\/?)qti-([a-z-]+)([^>]*)>/g, (_, slash: string, name: string, attributes: string) => `<${slash}${camel(name)}${attributes.replace(/\s([a-z]+(?:-[a-z]+)+)=/g, (__, attribute: string) => ` ${attribute.startsWith('data-') ? attribute : camel(attribute)}=`)}>`);
}
