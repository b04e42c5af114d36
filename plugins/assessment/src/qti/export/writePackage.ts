import { strToU8, zipSync, type Zippable } from 'fflate';
import type { QtiVersion } from '../../schemas/qtiItem.ts';
import { escapeXml } from './qtiXml.ts';

/** A file of an exported package and what the manifest says of it. */
export interface ExportFile {
  path: string;
  data: string | Uint8Array;
  /** A resource of the manifest (items and tests); media are listed as files of the resources that use them. */
  resource?: { identifier: string; kind: ResourceKind; dependencies?: string[] };
  /** Media a resource uses (by identifier of that resource). */
  usedBy?: string[];
}

type ResourceKind = 'item' | 'test' | 'stimulus';

/** 2.1 has no stimulus (stimulusToQti.ts writes its passages into the items): none is listed. */
const RESOURCE_TYPES: Record<QtiVersion, Partial<Record<ResourceKind, string>>> = {
  '3.0': { item: 'imsqti_item_xmlv3p0', test: 'imsqti_test_xmlv3p0', stimulus: 'imsqti_stimulus_xmlv3p0' },
  '2.2': { item: 'imsqti_item_xmlv2p2', test: 'imsqti_test_xmlv2p2', stimulus: 'imsqti_stimulus_xmlv2p2' },
  '2.1': { item: 'imsqti_item_xmlv2p1', test: 'imsqti_test_xmlv2p1' },
};

const MANIFEST_NAMESPACE: Record<QtiVersion, string> = {
  '3.0': 'xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1 https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd"',
  '2.2': 'xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/qti/qtiv2p2/qtiv2p2_imscpv1p2_v1p0.xsd"',
  '2.1': 'xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/qtiv2p1_imscpv1p2_v1p0.xsd"',
};

/** imsmanifest.xml of an exported package: one resource per item, stimulus and test, each with its file, the media it uses and what it depends on. */
export function manifestXml(files: ExportFile[], version: QtiVersion, identifier: string): string {
  const resources = files
    .filter((file) => file.resource && RESOURCE_TYPES[version][file.resource.kind])
    .map((file) => {
      const { identifier: id, kind, dependencies = [] } = file.resource!;
      const media = files.filter((other) => other.usedBy?.includes(id)).map((other) => `<file href="${escapeXml(other.path)}"/>`).join('');
      const deps = dependencies.map((dependency) => `<dependency identifierref="${escapeXml(dependency)}"/>`).join('');
      return `<resource identifier="${escapeXml(id)}" type="${RESOURCE_TYPES[version][kind]!}" href="${escapeXml(file.path)}"><file href="${escapeXml(file.path)}"/>${media}${deps}</resource>`;
    })
    .join('\n    ');
  const schemaVersion = version === '3.0' ? '3.0.0' : version === '2.2' ? '2.2.0' : '2.1.0';
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest ${MANIFEST_NAMESPACE[version]} identifier="${escapeXml(identifier)}">
  <metadata><schema>QTI Package</schema><schemaversion>${schemaVersion}</schemaversion></metadata>
  <organizations/>
  <resources>
    ${resources}
  </resources>
</manifest>
`;
}

/** The package: imsmanifest.xml and the files, zipped. */
export function writePackage(files: ExportFile[], version: QtiVersion, identifier: string): Uint8Array {
  const entries: Zippable = { 'imsmanifest.xml': strToU8(manifestXml(files, version, identifier)) };
  for (const file of files) entries[file.path] = typeof file.data === 'string' ? strToU8(file.data) : file.data;
  return zipSync(entries, { level: 6 });
}
