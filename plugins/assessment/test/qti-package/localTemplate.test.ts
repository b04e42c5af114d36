import { describe, expect, it } from 'vitest';
import { readPackageContents } from '../../src/qti/package/readPackageContents.ts';
import { readPackageItem } from '../../src/qti/package/readPackageItem.ts';
import { manifest, resource, zip } from './packageFixtures.ts';

// A response processing template that is a file of the package (oat's qti-sdk samples name one so):
// the item reader gets that file's processing in the item's place.

const QTI21 = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"';
const ITEM = 'imsqti_item_xmlv2p1';

const item = (template: string) => `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem ${QTI21} identifier="oak" title="Trees" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="identifier">
    <correctResponse><value>A</value></correctResponse>
    <mapping defaultValue="-1" lowerBound="0"><mapEntry mapKey="A" mappedValue="2"/><mapEntry mapKey="C" mappedValue="1"/></mapping>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody><choiceInteraction responseIdentifier="RESPONSE" maxChoices="0"><simpleChoice identifier="A">Oak</simpleChoice><simpleChoice identifier="B">Pine</simpleChoice><simpleChoice identifier="C">Ash</simpleChoice></choiceInteraction></itemBody>
  <responseProcessing template="${template}"/>
</assessmentItem>`;

const RULES = `<?xml version="1.0" encoding="UTF-8"?>
<responseProcessing ${QTI21} xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p1 imsqti_v2p1.xsd">
  <setOutcomeValue identifier="SCORE"><mapResponse identifier="RESPONSE"/></setOutcomeValue>
</responseProcessing>`;

const packageOf = (template: string, files: Record<string, string>) =>
  zip({ 'imsmanifest.xml': manifest(resource('oak', ITEM, 'items/oak.xml')), 'items/oak.xml': item(template), ...files });

const readOnly = (zipped: Uint8Array) => {
  const contents = readPackageContents(zipped);
  return { contents, reading: contents.items[0] ? readPackageItem(contents.items[0]) : null };
};

describe('a template that is a file of the package', () => {
  it("is read in the item's place, relative to the item: its rules score the item", () => {
    const { contents, reading } = readOnly(packageOf('../rp/mapped.xml', { 'rp/mapped.xml': RULES }));
    expect(contents.refused).toEqual([]);
    expect(reading).toMatchObject({ draft: { type: 'qti' } });
    const xml = (reading as { draft: { content: { xml: string } } }).draft.content.xml;
    expect(xml).toMatch(/<qti-response-processing>\s*<qti-set-outcome-value identifier="SCORE"><qti-map-response identifier="RESPONSE"\/><\/qti-set-outcome-value>\s*<\/qti-response-processing>/);
    expect(xml).not.toContain('schemaLocation');
  });

  it('may itself name a standard template', () => {
    const standard = `<responseProcessing ${QTI21} template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response"/>`;
    const { reading } = readOnly(packageOf('standard.xml', { 'items/standard.xml': standard }));
    expect((reading as { draft: { content: { xml: string } } }).draft.content.xml).toContain('<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response.xml"/>');
  });

  it('is refused, naming item and template, when the package lacks it or it is not a responseProcessing', () => {
    expect(readOnly(packageOf('missing.xml', {})).contents.refused).toEqual([
      { path: 'items/oak.xml', reason: 'The responseProcessing of "items/oak.xml" uses the template "missing.xml", which the package does not hold.' },
    ]);
    const wrong = `<responseProcessingZ ${QTI21} template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>`;
    expect(readOnly(packageOf('wrong.xml', { 'items/wrong.xml': wrong })).contents.refused).toEqual([
      { path: 'items/oak.xml', reason: 'The responseProcessing of "items/oak.xml" uses the template "wrong.xml", which is not a responseProcessing document (its root is responseProcessingZ).' },
    ]);
  });
});
