/** Small QTI items written for the tests of items kept as QTI (issue 28). */

const NS21 = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"';
const NS30 = 'xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"';

export interface ItemParts {
  declarations: string;
  body: string;
  processing?: string;
  after?: string;
}

/** A QTI 3.0 item from its parts. */
export const qti30 = ({ declarations, body, processing = '', after = '' }: ItemParts) => `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item ${NS30} identifier="item-30" title="Item 3.0" adaptive="false" time-dependent="false">
${declarations}
<qti-item-body>${body}</qti-item-body>
${processing}
${after}
</qti-assessment-item>`;

/** A QTI 2.1 item from its parts. */
export const qti21 = ({ declarations, body, processing = '', after = '' }: ItemParts) => `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem ${NS21} identifier="item-21" title="Item 2.1" adaptive="false" timeDependent="false">
${declarations}
<itemBody>${body}</itemBody>
${processing}
${after}
</assessmentItem>`;

export const SCORE_30 = '<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>';

/** A 3.0 item whose response processing sets OUT from one expression, for testing expressions one by one. */
export function expressionItem(expression: string, out: { cardinality?: string; baseType?: string } = {}, declarations = ''): string {
  return qti30({
    declarations: `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>
${declarations}
<qti-outcome-declaration identifier="OUT" cardinality="${out.cardinality ?? 'single'}" base-type="${out.baseType ?? 'float'}"/>`,
    body: '<p>Answer: <qti-text-entry-interaction response-identifier="RESPONSE"/></p>',
    processing: `<qti-response-processing><qti-set-outcome-value identifier="OUT">${expression}</qti-set-outcome-value></qti-response-processing>`,
  });
}

/** QTI 2.1: a hotspot item scored by map_response_point, two areas and a default of -1. */
export const HOTSPOT_21 = qti21({
  declarations: `<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="point">
  <areaMapping defaultValue="-1" lowerBound="0" upperBound="3">
    <areaMapEntry shape="circle" coords="50,50,10" mappedValue="2"/>
    <areaMapEntry shape="rect" coords="100,100,140,130" mappedValue="1"/>
  </areaMapping>
</responseDeclaration>
<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>`,
  body: '<selectPointInteraction responseIdentifier="RESPONSE" maxChoices="0"><prompt>Mark the two towns.</prompt><object type="image/png" data="map.png" width="200" height="200">A map</object></selectPointInteraction>',
  processing: '<responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response_point"/>',
});

/** QTI 2.1 multiple choice with a mapping: partial credit and -1 for a wrong choice, at least 0; worth MAXSCORE 3. */
export const MAPPED_CHOICE_21 = qti21({
  declarations: `<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="identifier">
  <correctResponse><value>A</value><value>C</value></correctResponse>
  <mapping lowerBound="-2" upperBound="3" defaultValue="0">
    <mapEntry mapKey="A" mappedValue="1.5"/>
    <mapEntry mapKey="C" mappedValue="1.5"/>
    <mapEntry mapKey="B" mappedValue="-1"/>
    <mapEntry mapKey="D" mappedValue="-1"/>
  </mapping>
</responseDeclaration>
<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
<outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float"><defaultValue><value>3</value></defaultValue></outcomeDeclaration>`,
  body: `<choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="0"><prompt>Which are even?</prompt>
<simpleChoice identifier="A">2</simpleChoice><simpleChoice identifier="B">3</simpleChoice><simpleChoice identifier="C">4</simpleChoice><simpleChoice identifier="D">5</simpleChoice>
</choiceInteraction>`,
  processing: '<responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response"/>',
});

/**
 * QTI 3.0 templated numeric item: A and B drawn at random, the sum the correct
 * response, printed in the text and in MathML; within 1% the whole score, with
 * modal feedback for right and wrong.
 */
export const TEMPLATED_SUM_30 = qti30({
  declarations: `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="float"/>
<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float" normal-maximum="2"/>
<qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>
<qti-template-declaration identifier="A" cardinality="single" base-type="integer" math-variable="true"/>
<qti-template-declaration identifier="B" cardinality="single" base-type="integer"/>
<qti-template-declaration identifier="SHOW_HINT" cardinality="single" base-type="identifier"/>`,
  after: '',
  body: `<p>What is <qti-printed-variable identifier="A"/> + <qti-printed-variable identifier="B"/>?</p>
<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>A</mi><mo>+</mo><mn>0</mn></math>
<qti-template-block template-identifier="SHOW_HINT" identifier="yes" show-hide="show"><p>Hint: add the units first.</p></qti-template-block>
<p><qti-text-entry-interaction response-identifier="RESPONSE"/></p>`,
  processing: `<qti-template-processing>
  <qti-set-template-value identifier="A"><qti-random-integer min="10" max="99"/></qti-set-template-value>
  <qti-set-template-value identifier="B"><qti-random-integer min="10" max="99"/></qti-set-template-value>
  <qti-template-constraint><qti-not><qti-equal tolerance-mode="exact"><qti-variable identifier="A"/><qti-variable identifier="B"/></qti-equal></qti-not></qti-template-constraint>
  <qti-set-template-value identifier="SHOW_HINT"><qti-base-value base-type="identifier">no</qti-base-value></qti-set-template-value>
  <qti-set-correct-response identifier="RESPONSE"><qti-sum><qti-variable identifier="A"/><qti-variable identifier="B"/></qti-sum></qti-set-correct-response>
</qti-template-processing>
<qti-response-processing>
  <qti-response-condition>
    <qti-response-if>
      <qti-equal tolerance-mode="relative" tolerance="1"><qti-correct identifier="RESPONSE"/><qti-variable identifier="RESPONSE"/></qti-equal>
      <qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">2</qti-base-value></qti-set-outcome-value>
      <qti-set-outcome-value identifier="FEEDBACK"><qti-base-value base-type="identifier">RIGHT</qti-base-value></qti-set-outcome-value>
    </qti-response-if>
    <qti-response-else>
      <qti-set-outcome-value identifier="FEEDBACK"><qti-base-value base-type="identifier">WRONG</qti-base-value></qti-set-outcome-value>
    </qti-response-else>
  </qti-response-condition>
</qti-response-processing>
<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="RIGHT" show-hide="show"><p>Well done.</p></qti-modal-feedback>
<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="WRONG" show-hide="show"><p>The sum is <qti-printed-variable identifier="A"/> plus <qti-printed-variable identifier="B"/>.</p></qti-modal-feedback>`,
});

/**
 * QTI 2.1 composite item: an inline choice and a text entry, scored by custom
 * rules (1 point each, feedback inline per blank), with numeric character
 * references, MathML with a minus sign and a superscript, ruby, and things a
 * sanitiser removes.
 */
export const COMPOSITE_21 = qti21({
  declarations: `<responseDeclaration identifier="CITY" cardinality="single" baseType="identifier"><correctResponse><value>P</value></correctResponse></responseDeclaration>
<responseDeclaration identifier="WORD" cardinality="single" baseType="string"><correctResponse><value>caf&#233;</value></correctResponse></responseDeclaration>
<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
<outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float"><defaultValue><value>2</value></defaultValue></outcomeDeclaration>
<outcomeDeclaration identifier="FEEDBACK" cardinality="multiple" baseType="identifier"/>`,
  body: `<p onclick="steal()">The capital is <inlineChoiceInteraction responseIdentifier="CITY" shuffle="false"><inlineChoice identifier="P">Paris</inlineChoice><inlineChoice identifier="L">Lyon</inlineChoice></inlineChoiceInteraction>
<feedbackInline outcomeIdentifier="FEEDBACK" identifier="CITY_OK" showHide="show">Right city.</feedbackInline>
and a <ruby>caf&#233;<rt>ka-fe</rt></ruby> is spelt <textEntryInteraction responseIdentifier="WORD" expectedLength="10"/> &#60;here&#62;.</p>
<p style="color: red; position: fixed; background: url(https://evil.example/x.png)">Population: <math xmlns="http://www.w3.org/1998/Math/MathML"><mo>&#8722;</mo><msup><mn>10</mn><mn>7</mn></msup></math></p>
<script>alert(1)</script><a href="javascript:alert(1)">link</a>`,
  processing: `<responseProcessing>
  <setOutcomeValue identifier="SCORE"><baseValue baseType="float">0</baseValue></setOutcomeValue>
  <responseCondition>
    <responseIf><match><variable identifier="CITY"/><correct identifier="CITY"/></match>
      <setOutcomeValue identifier="SCORE"><sum><variable identifier="SCORE"/><baseValue baseType="float">1</baseValue></sum></setOutcomeValue>
      <setOutcomeValue identifier="FEEDBACK"><multiple><variable identifier="FEEDBACK"/><baseValue baseType="identifier">CITY_OK</baseValue></multiple></setOutcomeValue>
    </responseIf>
  </responseCondition>
  <responseCondition>
    <responseIf><stringMatch caseSensitive="false"><variable identifier="WORD"/><correct identifier="WORD"/></stringMatch>
      <setOutcomeValue identifier="SCORE"><sum><variable identifier="SCORE"/><baseValue baseType="float">1</baseValue></sum></setOutcomeValue>
    </responseIf>
  </responseCondition>
</responseProcessing>`,
});

/**
 * QTI 2.1 information item: instructions and a reading with an image and
 * MathML, a rubric for the candidate and one for scorers, no interaction; its
 * processing sets SCORE all the same (as engine fixtures of processing alone do).
 */
export const INFORMATION_21 = qti21({
  declarations: '<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>',
  body: `<rubricBlock view="candidate"><p>You have 20 minutes for this section.</p></rubricBlock>
<rubricBlock view="scorer"><p>Scorers: nothing to mark here.</p></rubricBlock>
<p>Read about the river before the questions.</p>
<p><img src="river.png" alt="The river at dawn" width="120" height="80"/></p>
<p>Its flow is <math xmlns="http://www.w3.org/1998/Math/MathML"><mn>3</mn><mo>&#215;</mo><msup><mn>10</mn><mn>4</mn></msup></math> litres a second.</p>`,
  processing: '<responseProcessing><setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue></responseProcessing>',
});
