import { describe, expect, it } from 'vitest';
import { importQtiItem } from '../../src/qti/importQtiItem.ts';
import { QtiImportError } from '../../src/qti/QtiImportError.ts';
import { packageFileUrl } from '../../src/qti/package/packageLinks.ts';
import { MAX_INCLUDE_DEPTH, withIncludes } from '../../src/qti/package/packageIncludes.ts';
import { readPackageContents } from '../../src/qti/package/readPackageContents.ts';
import { readPackageItem } from '../../src/qti/package/readPackageItem.ts';
import { manifest, PNG, resource, zip } from './packageFixtures.ts';

// xi:include in a package (oat's qti-sdk and 1EdTech's rtest01-set0N items share a fragment so):
// the included file of the package takes the element's place.

const QTI21 = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"';
const XI = 'xmlns:xi="http://www.w3.org/2001/XInclude"';

const item = (include: string) => `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem ${QTI21} identifier="luggage" title="Luggage" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>A</value></correctResponse></responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>
    <p>Look at the sign.</p>
    ${include}
    <choiceInteraction responseIdentifier="RESPONSE" maxChoices="1"><simpleChoice identifier="A">Stay with it</simpleChoice><simpleChoice identifier="B">Leave it</simpleChoice></choiceInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>
</assessmentItem>`;

const FRAGMENT = `<?xml version="1.0" encoding="UTF-8"?>
<!-- shared by several items -->
<div ${QTI21} xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p1 imsqti_v2p1.xsd" class="sign"><p>NEVER LEAVE LUGGAGE UNATTENDED</p><img src="images/sign.png" alt="The sign"/></div>
`;

const packageOf = (include: string, files: Record<string, string | Uint8Array> = {}) =>
  zip({ 'imsmanifest.xml': manifest(resource('I1', 'imsqti_item_xmlv2p1', 'items/luggage.xml')), 'items/luggage.xml': item(include), ...files });

const refusals = (zipped: Uint8Array) => readPackageContents(zipped).refused;

describe('xi:include in a package', () => {
  it("is replaced by the included file's root, its links resolved relative to that file", () => {
    const contents = readPackageContents(packageOf(`<xi:include ${XI} href="shared/sign.xml"/>`, { 'items/shared/sign.xml': FRAGMENT, 'items/shared/images/sign.png': PNG }));
    expect(contents.refused).toEqual([]);
    const image = contents.media.find((file) => file.path === 'items/shared/images/sign.png')!;
    expect(contents.items[0]!.xml).toContain(`<div class="sign"><p>NEVER LEAVE LUGGAGE UNATTENDED</p><img src="${packageFileUrl(image.id)}" alt="The sign"/></div>`);
    const read = readPackageItem(contents.items[0]!);
    expect('draft' in read && JSON.stringify(read.draft)).toContain('NEVER LEAVE LUGGAGE UNATTENDED');
  });

  it('includes an included file\'s own includes, and parse="text" as text', () => {
    const outer = `<div ${QTI21} ${XI}><xi:include href="inner.xml"/><p><xi:include href="note.txt" parse="text"/></p></div>`;
    const contents = readPackageContents(packageOf(`<xi:include ${XI} href="outer.xml"/>`, { 'items/outer.xml': outer, 'items/inner.xml': `<p ${QTI21}>Inner words</p>`, 'items/note.txt': 'a < b & c' }));
    expect(contents.refused).toEqual([]);
    expect(contents.items[0]!.xml).toContain('<div><p>Inner words</p><p>a &lt; b &amp; c</p></div>');
  });

  it('is refused, naming the item and the href, for a file the package lacks, a web address or an xpointer', () => {
    expect(refusals(packageOf(`<xi:include ${XI} href="missing.xml"/>`))).toEqual([{ path: 'items/luggage.xml', reason: 'The xi:include of "items/luggage.xml" brings in "missing.xml", which is not a file of the package.' }]);
    expect(refusals(packageOf(`<xi:include ${XI} href="https://example.org/sign.xml"/>`))[0]!.reason).toBe('The xi:include of "items/luggage.xml" brings in "https://example.org/sign.xml", which is not a file of the package.');
    expect(refusals(packageOf(`<xi:include ${XI} href="shared/sign.xml" xpointer="element(/1)"/>`, { 'items/shared/sign.xml': FRAGMENT }))[0]!.reason).toBe(
      'The xi:include of "items/luggage.xml" brings in "shared/sign.xml", with an xpointer, which this platform does not resolve.',
    );
  });

  it(`stops a file that includes itself after ${MAX_INCLUDE_DEPTH} levels`, () => {
    const loop = `<div ${QTI21} ${XI}><xi:include href="loop.xml"/></div>`;
    expect(refusals(packageOf(`<xi:include ${XI} href="loop.xml"/>`, { 'items/loop.xml': loop }))[0]!.reason).toBe(`The xi:include of "items/loop.xml" brings in "loop.xml", past ${MAX_INCLUDE_DEPTH} levels of included files.`);
  });

  it('keeps the file size cap for the file with what it includes, stopping as soon as it is passed', () => {
    const big = `<p ${QTI21}>${'x'.repeat(600)}</p>`;
    let reads = 0;
    const reader = { xml: () => ((reads += 1), big), links: (_: string, xml: string) => xml, maxBytes: 1024 };
    const many = `<div ${XI}>${'<xi:include href="big.xml"/>'.repeat(10)}</div>`;
    expect(() => withIncludes('items/a.xml', many, reader)).toThrow(new QtiImportError('The file "items/a.xml" with the files it includes (xi:include) is larger than 1 KiB.'));
    expect(reads).toBe(2);
  });

  it('leaves a lone file\'s XInclude refused by name (a single file has nothing beside it)', () => {
    expect(() => importQtiItem(item(`<xi:include ${XI} href="shared/sign.xml"/>`))).toThrow(/^The xi:include \(line \d+\) brings in "shared\/sign.xml" \(XInclude\), which this platform does not resolve/);
  });
});
