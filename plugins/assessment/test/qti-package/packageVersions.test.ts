import { describe, expect, it } from 'vitest';
import { qti3To21 } from '../../src/qti/export/qti3To21.ts';
import { readPackageContents } from '../../src/qti/package/readPackageContents.ts';
import { readPackageItem } from '../../src/qti/package/readPackageItem.ts';
import { choiceItem30, manifest, resource, TEXT_ITEM_21, zip } from './packageFixtures.ts';

const QTI22 = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2"';

const PASSAGE_22 = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentStimulus ${QTI22} identifier="tides" title="Tides"><stimulusBody><p>The tide turns twice a day.</p></stimulusBody></assessmentStimulus>`;

const TEST_21 = (sections: string) => `<?xml version="1.0" encoding="UTF-8"?>
<assessmentTest xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="T" title="Two parts">
  <testPart identifier="P" navigationMode="nonlinear" submissionMode="simultaneous">
    <itemSessionControl maxAttempts="3" allowReview="false"/>
    ${sections}
  </testPart>
</assessmentTest>`;

describe('QTI 2.1 and 2.2 packages', () => {
  it('a QTI 2.2 item tied to its passage by a manifest dependency', () => {
    const contents = readPackageContents(
      zip({
        'imsmanifest.xml': manifest(resource('S', 'imsqti_stimulus_xmlv2p2', 'tides.xml') + resource('I', 'imsqti_item_xmlv2p2', 'keeper.xml', ['S'])),
        'tides.xml': PASSAGE_22,
        'keeper.xml': TEXT_ITEM_21.replace('imsqti_v2p1', 'imsqti_v2p2'),
      }),
    );
    expect(contents.version).toBe('2.2');
    expect(contents.stimuli).toEqual([{ path: 'tides.xml', identifier: 'tides', title: 'Tides', html: '<p>The tide turns twice a day.</p>' }]);
    expect(contents.items).toEqual([expect.objectContaining({ path: 'keeper.xml', stimuli: ['tides.xml'] })]);
  });

  it('a resource typed only by its QTI version is sorted by its file\'s root element', () => {
    const contents = readPackageContents(
      zip({
        'imsmanifest.xml': manifest(resource('S', 'imsqti_v2p2', 'tides.xml') + resource('I', 'imsqti_v2p2', 'keeper.xml', ['S']) + resource('N', 'imsqti_v2p2', 'notes.xml')),
        'tides.xml': PASSAGE_22,
        'keeper.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<!-- an item -->\n${TEXT_ITEM_21.replace(/^<\?xml[^>]*>\s*/, '').replace('imsqti_v2p1', 'imsqti_v2p2')}`,
        'notes.xml': '<?xml version="1.0"?><notes>not QTI</notes>',
      }),
    );
    expect(contents.version).toBe('2.2');
    expect(contents.items).toEqual([expect.objectContaining({ path: 'keeper.xml', stimuli: ['tides.xml'] })]);
    expect(contents.stimuli.map((stimulus) => stimulus.path)).toEqual(['tides.xml']);
    expect(contents.refused).toEqual([]);
  });

  it('a QTI 2.1 test: one picking section is pickx; what our assessments cannot hold is listed in the 2.1 names', () => {
    const one = readPackageContents(
      zip({
        'imsmanifest.xml': manifest(resource('T', 'imsqti_test_xmlv2p1', 'test.xml') + resource('I', 'imsqti_item_xmlv2p1', 'keeper.xml')),
        'test.xml': TEST_21('<assessmentSection identifier="A" title="All" visible="true"><selection select="1"/><assessmentItemRef identifier="r1" href="keeper.xml"/><assessmentItemRef identifier="r2" href="keeper.xml"/></assessmentSection>'),
        'keeper.xml': TEXT_ITEM_21,
      }),
    ).tests[0]!;
    expect(one.settings).toMatchObject({ pickx: 1, time_limit: 0, show_responses: 'never', lock_back_button: false });
    expect(one.notKept).toEqual(['itemSessionControl maxAttempts="3" (one try per item)', 'submissionMode="simultaneous" (answers are saved one by one)']);

    const two = readPackageContents(
      zip({
        'imsmanifest.xml': manifest(resource('T', 'imsqti_test_xmlv2p1', 'test.xml')),
        'test.xml': TEST_21(
          '<assessmentSection identifier="A" title="A" visible="true"><selection select="1"/><assessmentItemRef identifier="r1" href="keeper.xml"/></assessmentSection>' +
            '<assessmentSection identifier="B" title="B" visible="true"><timeLimits maxTime="60"/><assessmentItemRef identifier="r2" href="keeper.xml"><weight identifier="W" value="2"/></assessmentItemRef></assessmentSection>',
        ),
        'keeper.xml': TEXT_ITEM_21,
      }),
    );
    // The test names the item the manifest forgot: it is read all the same.
    expect(two.items.map((item) => item.path)).toEqual(['keeper.xml']);
    expect(two.tests[0]!.settings.pickx).toBe(0);
    expect(two.tests[0]!.notKept).toEqual(
      expect.arrayContaining([
        'timeLimits on the assessmentSection "B" (only the whole test\'s limit is kept)',
        'weight of assessmentItemRef "r2" (each item keeps its own points)',
        'selection within some assessmentSection elements (every item is delivered)',
      ]),
    );
  });

  it('an item the test names outside the package is refused with the ref named', () => {
    const contents = readPackageContents(
      zip({ 'imsmanifest.xml': manifest(resource('T', 'imsqti_test_xmlv2p1', 'test.xml')), 'test.xml': TEST_21('<assessmentSection identifier="A" title="A" visible="true"><assessmentItemRef identifier="r1" href="../../etc/passwd"/></assessmentSection>') }),
    );
    expect(contents.refused).toEqual([{ path: 'test.xml', reason: 'The assessmentItemRef "r1" in "test.xml" points outside the package ("../../etc/passwd").' }]);
  });
});

describe('a stored QTI 3.0 item written in QTI 2.1 names (export of a `qti` item)', () => {
  it('renames elements and attributes and swaps the namespace, so the 2.1 reader reads it', () => {
    const xml = qti3To21(choiceItem30('renamed', false), '2.1');
    expect(xml).toContain('<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"');
    expect(xml).toContain('<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">');
    expect(xml).not.toMatch(/qti-|response-identifier/);
    expect(readPackageItem({ path: 'renamed.xml', xml, stimuli: [] })).toMatchObject({ draft: { type: 'single_choice', reference: 'renamed', points: 2 } });
  });
});
