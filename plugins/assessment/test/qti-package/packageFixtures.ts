import { strToU8, zipSync, type Zippable } from 'fflate';

/** Test fixtures: content packages built in the test, file by file. */
export const zip = (files: Record<string, string | Uint8Array>): Uint8Array =>
  zipSync(Object.fromEntries(Object.entries(files).map(([path, data]) => [path, typeof data === 'string' ? strToU8(data) : data])) as Zippable);

/** The smallest real PNG (1x1). */
export const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));

/** The QTI 3.0 namespace, as an attribute of a fixture's root element. */
export const QTI3 = 'xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"';
const QTI21 = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"';
const QTI22 = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2"';

export const manifest = (resources: string) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="M1">
  <metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>
  <organizations/>
  <resources>${resources}</resources>
</manifest>`;

export const resource = (identifier: string, type: string, href: string, dependencies: string[] = []) =>
  `<resource identifier="${identifier}" type="${type}" href="${href}"><file href="${href}"/>${dependencies.map((id) => `<dependency identifierref="${id}"/>`).join('')}</resource>`;

/** A QTI 3.0 test of one nonlinear part with one section of `items` (paths from the test's folder, refs R1, R2, …), reviewable with the solution shown. */
export const reviewableTest30 = (identifier: string, title: string, sectionTitle: string, items: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-test ${QTI3} identifier="${identifier}" title="${title}">
  <qti-test-part identifier="P1" navigation-mode="nonlinear" submission-mode="simultaneous">
    <qti-item-session-control allow-review="true" show-solution="true"/>
    <qti-assessment-section identifier="S1" title="${sectionTitle}" visible="true">
${items.map((href, at) => `      <qti-assessment-item-ref identifier="R${at + 1}" href="${href}"/>`).join('\n')}
    </qti-assessment-section>
  </qti-test-part>
</qti-assessment-test>`;

export const PASSAGE_30 = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-stimulus ${QTI3} identifier="passage" title="The lighthouse" xml:lang="en">
  <qti-stimulus-body><p>The lighthouse stood on the rock.</p><p><img src="../images/lighthouse.png" alt="A lighthouse"/></p></qti-stimulus-body>
</qti-assessment-stimulus>`;

export const choiceItem30 = (identifier: string, stimulus = true) => `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item ${QTI3} identifier="${identifier}" title="Where it stood" adaptive="false" time-dependent="false">
  ${stimulus ? '<qti-assessment-stimulus-ref identifier="passage" href="../passages/passage.xml"/>' : ''}
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>rock</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>2</qti-value></qti-default-value></qti-outcome-declaration>
  <qti-item-body>
    <p><img src="../images/lighthouse.png" alt="The lighthouse"/></p>
    <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-prompt>Where did the lighthouse stand?</qti-prompt>
      <qti-simple-choice identifier="rock">On the rock</qti-simple-choice>
      <qti-simple-choice identifier="sand">On the sand</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>`;

/** PASSAGE_30 in QTI 2.2's names (2.2 added the shared stimulus). */
export const PASSAGE_22 = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentStimulus ${QTI22} identifier="passage" title="The lighthouse" xml:lang="en">
  <stimulusBody><p>The lighthouse stood on the rock.</p><p><img src="../images/lighthouse.png" alt="A lighthouse"/></p></stimulusBody>
</assessmentStimulus>`;

/** A QTI 2.2 choice item naming the passage by its assessmentStimulusRef (where 2.2's schema puts it, after the declarations), as choiceItem30 does by qti-assessment-stimulus-ref. */
export const CHOICE_ITEM_22 = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem ${QTI22} identifier="where" title="Where it stood" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>rock</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float"><defaultValue><value>2</value></defaultValue></outcomeDeclaration>
  <assessmentStimulusRef identifier="passage" href="../passages/passage.xml"/>
  <itemBody>
    <choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">
      <prompt>Where did the lighthouse stand?</prompt>
      <simpleChoice identifier="rock">On the rock</simpleChoice>
      <simpleChoice identifier="sand">On the sand</simpleChoice>
    </choiceInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p2/rptemplates/match_correct"/>
</assessmentItem>`;

/** A folder of QTI files of one version zipped without a manifest: the passage, its image, and a choice item naming the passage. */
export const passageFolder = (version: '2.2' | '3.0') =>
  zip({
    'bank/passages/passage.xml': version === '2.2' ? PASSAGE_22 : PASSAGE_30,
    'bank/items/choice.xml': version === '2.2' ? CHOICE_ITEM_22 : choiceItem30('where'),
    'bank/images/lighthouse.png': PNG,
  });

export const TEXT_ITEM_21 = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem ${QTI21} identifier="keeper" title="The keeper" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string">
    <correctResponse><value>Hannah</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody><p>Who kept the light? <textEntryInteraction responseIdentifier="RESPONSE"/></p></itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>
</assessmentItem>`;

/** A package with a passage, an image and two items (one QTI 3.0 choice beside the passage, one QTI 2.1 text entry). */
export const passagePackage = () =>
  zip({
    'imsmanifest.xml': manifest(
      resource('S1', 'imsqti_stimulus_xmlv3p0', 'passages/passage.xml') +
        resource('I1', 'imsqti_item_xmlv3p0', 'items/choice.xml', ['S1', 'IMG']) +
        resource('I2', 'imsqti_item_xmlv2p1', 'items/keeper.xml') +
        resource('IMG', 'webcontent', 'images/lighthouse.png'),
    ),
    'passages/passage.xml': PASSAGE_30,
    'items/choice.xml': choiceItem30('where'),
    'items/keeper.xml': TEXT_ITEM_21,
    'images/lighthouse.png': PNG,
  });

export const TEST_30 = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-test ${QTI3} identifier="T1" title="Lighthouse quiz">
  <qti-time-limits max-time="1200"/>
  <qti-test-part identifier="P1" navigation-mode="linear" submission-mode="individual">
    <qti-item-session-control max-attempts="1" show-solution="true" allow-review="true"/>
    <qti-assessment-section identifier="S-A" title="Reading" visible="true">
      <qti-rubric-block view="candidate"><p>Read the passage first.</p></qti-rubric-block>
      <qti-ordering shuffle="true"/>
      <qti-assessment-item-ref identifier="R1" href="../items/choice.xml"/>
    </qti-assessment-section>
    <qti-assessment-section identifier="S-B" title="Recall" visible="true">
      <qti-assessment-item-ref identifier="R2" href="../items/keeper.xml"/>
    </qti-assessment-section>
  </qti-test-part>
</qti-assessment-test>`;

/** The passage package with a test of two sections and a 20-minute limit. */
export const testPackage = () =>
  zip({
    'imsmanifest.xml': manifest(
      resource('T', 'imsqti_test_xmlv3p0', 'tests/test.xml') +
        resource('S1', 'imsqti_stimulus_xmlv3p0', 'passages/passage.xml') +
        resource('I1', 'imsqti_item_xmlv3p0', 'items/choice.xml', ['S1']) +
        resource('I2', 'imsqti_item_xmlv2p1', 'items/keeper.xml'),
    ),
    'tests/test.xml': TEST_30,
    'passages/passage.xml': PASSAGE_30,
    'items/choice.xml': choiceItem30('where'),
    'items/keeper.xml': TEXT_ITEM_21,
    'images/lighthouse.png': PNG,
  });

/** An information item beside the passage: instructions for the candidate and the reading, no interaction. */
export const INFORMATION_30 = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item ${QTI3} identifier="info-start" title="Before you start" adaptive="false" time-dependent="false">
  <qti-assessment-stimulus-ref identifier="passage" href="../passages/passage.xml"/>
  <qti-item-body>
    <qti-rubric-block view="candidate"><p>Read the passage, then answer.</p></qti-rubric-block>
    <p>The next question is about the lighthouse.</p>
  </qti-item-body>
</qti-assessment-item>`;

/** A test whose first item is an information page beside the passage, then the choice item. */
export const informationTestPackage = () =>
  zip({
    'imsmanifest.xml': manifest(
      resource('T', 'imsqti_test_xmlv3p0', 'tests/test.xml') +
        resource('S1', 'imsqti_stimulus_xmlv3p0', 'passages/passage.xml') +
        resource('I0', 'imsqti_item_xmlv3p0', 'items/info.xml', ['S1']) +
        resource('I1', 'imsqti_item_xmlv3p0', 'items/choice.xml', ['S1']),
    ),
    'tests/test.xml': `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-test ${QTI3} identifier="T2" title="Lighthouse reading">
  <qti-test-part identifier="P1" navigation-mode="nonlinear" submission-mode="simultaneous">
    <qti-assessment-section identifier="S" title="Reading" visible="true">
      <qti-assessment-item-ref identifier="R0" href="../items/info.xml"/>
      <qti-assessment-item-ref identifier="R1" href="../items/choice.xml"/>
    </qti-assessment-section>
  </qti-test-part>
</qti-assessment-test>`,
    'passages/passage.xml': PASSAGE_30,
    'items/info.xml': INFORMATION_30,
    'items/choice.xml': choiceItem30('where-info'),
    'images/lighthouse.png': PNG,
  });

const LOCAL_RULES = `<?xml version="1.0" encoding="UTF-8"?>
<responseProcessing xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1">
  <setOutcomeValue identifier="SCORE"><baseValue baseType="float">3</baseValue></setOutcomeValue>
</responseProcessing>`;

/** The test package's files in a top folder, no manifest; a local template, a file that is not QTI, and a README beside them. */
export const folderPackage = () =>
  zip({
    'bank/tests/test.xml': TEST_30,
    'bank/passages/passage.xml': PASSAGE_30,
    'bank/items/choice.xml': choiceItem30('where'),
    'bank/items/keeper.xml': TEXT_ITEM_21.replace('<responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>', '<responseProcessing template="../rp/three.xml"/>'),
    'bank/rp/three.xml': LOCAL_RULES,
    'bank/notes.xml': '<?xml version="1.0"?><!-- not QTI --><notes><p>Draft</p></notes>',
    'bank/README.txt': 'Items for the lighthouse unit.',
    'bank/images/lighthouse.png': PNG,
  });
