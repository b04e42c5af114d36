import { describe, expect, it } from 'vitest';
import { readPackageContents } from '../../src/qti/package/readPackageContents.ts';
import { choiceItem30, manifest, resource, TEST_30, zip } from './packageFixtures.ts';

// 1EdTech's testWithLti: a test whose item refs name LTI links (typed imslti_xmlv1p1 in the manifest),
// items another tool delivers. They were read as QTI items and refused as "not a QTI 3.0 or 2.1
// assessment item"; they are listed as what they are.

const LTI_LINK = `<?xml version="1.0" encoding="UTF-8"?>
<cartridge_basiclti_link xmlns="http://www.imsglobal.org/xsd/imslticc_v1p0" xmlns:blti="http://www.imsglobal.org/xsd/imsbasiclti_v1p0">
  <blti:title>Unattended Luggage</blti:title>
  <blti:launch_url>https://tool.example/provider</blti:launch_url>
</cartridge_basiclti_link>`;

const ltiPackage = () =>
  zip({
    'imsmanifest.xml': manifest(resource('T', 'imsqti_test_xmlv3p0', 'tests/test.xml', ['L', 'I1']) + resource('L', 'imslti_xmlv1p1', 'items/keeper.xml') + resource('I1', 'imsqti_item_xmlv3p0', 'items/choice.xml')),
    'tests/test.xml': TEST_30,
    'items/choice.xml': choiceItem30('where', false),
    'items/keeper.xml': LTI_LINK,
  });

describe('a test naming an LTI link as an item', () => {
  it('reads its QTI items and lists the link as refused, saying it is an LTI link', () => {
    const contents = readPackageContents(ltiPackage());
    expect(contents.items.map((item) => item.path)).toEqual(['items/choice.xml']);
    expect(contents.refused).toEqual([
      { path: 'items/keeper.xml', reason: 'The test "tests/test.xml" names "items/keeper.xml" as an item, but that file is an LTI link (cartridge_basiclti_link) to an item another tool delivers, not a QTI item.' },
    ]);
    expect(contents.tests[0]!.itemPaths).toEqual(['items/choice.xml', 'items/keeper.xml']);
  });

  it('names the root of any other file that is not an item', () => {
    const contents = readPackageContents(zip({ 'imsmanifest.xml': manifest(resource('T', 'imsqti_test_xmlv3p0', 'tests/test.xml')), 'tests/test.xml': TEST_30, 'items/choice.xml': '<notes/>', 'items/keeper.xml': choiceItem30('k', false) }));
    expect(contents.refused).toEqual([{ path: 'items/choice.xml', reason: 'The test "tests/test.xml" names "items/choice.xml" as an item, but that file has the root notes, not a QTI item.' }]);
  });
});
