import type { ItemDraft } from '../../schemas/itemTypes.ts';

/** The demo quiz's Questions: one of each kind a student answers on their own, and one a person scores. */
export const DEMO_QUESTIONS: ItemDraft[] = [
  {
    reference: 'demo-capital-of-france',
    title: 'Capital of France',
    prompt: '<p>What is the capital of France?</p>',
    type: 'single_choice',
    content: { choices: [{ id: 'lyon', text: 'Lyon' }, { id: 'paris', text: 'Paris' }, { id: 'nice', text: 'Nice' }], correct: 'paris' },
  },
  {
    reference: 'demo-prime-numbers',
    title: 'Prime numbers',
    prompt: '<p>Which of these numbers are prime? Choose every one that is.</p>',
    type: 'multiple_response',
    content: { choices: [{ id: 'two', text: '2' }, { id: 'four', text: '4' }, { id: 'five', text: '5' }, { id: 'nine', text: '9' }], correct: ['two', 'five'] },
  },
  {
    reference: 'demo-water-is-wet',
    title: 'Boiling point',
    prompt: '<p>At sea level, water boils at 100 °C.</p>',
    type: 'true_false',
    content: { correct: true },
  },
  {
    reference: 'demo-powerhouse',
    title: 'The powerhouse of the cell',
    prompt: '<p>Which organelle produces most of a cell\'s energy?</p>',
    type: 'short_text',
    content: { answers: ['mitochondria', 'the mitochondria', 'mitochondrion'], case_sensitive: false },
  },
  {
    reference: 'demo-gravity',
    title: 'Gravity',
    prompt: '<p>The acceleration of gravity at the Earth\'s surface, in m/s², to one decimal place.</p>',
    type: 'numeric',
    content: { answer: 9.8, tolerance: 0.05, tolerance_percent: 0 },
  },
  {
    reference: 'demo-planets-in-order',
    title: 'Planets in order',
    prompt: '<p>Put these planets in order from the Sun outwards.</p>',
    type: 'ordering',
    content: { entries: [{ id: 'mercury', text: 'Mercury' }, { id: 'venus', text: 'Venus' }, { id: 'earth', text: 'Earth' }, { id: 'mars', text: 'Mars' }] },
  },
  {
    reference: 'demo-reflection',
    title: 'Your reflection',
    prompt: '<p>In two or three sentences, what did you learn in this course so far? Your instructor scores this answer.</p>',
    type: 'longtext',
    content: { max_length: 2000 },
  },
];

/**
 * Questions the demo instructor's item bank holds besides the quiz's: a QTI 3.0 item kept as
 * QTI (issue 28), two interactions of different kinds, MathML, and custom response processing
 * with partial and negative credit, to preview and add to an assessment.
 */
export const DEMO_BANK_QUESTIONS: ItemDraft[] = [
  {
    reference: 'demo-qti-planets',
    title: 'Planets (QTI)',
    type: 'qti',
    points: 3,
    content: {
      source_version: '3.0',
      xml: `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="demo-qti-planets" title="Planets (QTI)" adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="PLANET" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>EARTH</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-response-declaration identifier="GAS" cardinality="multiple" base-type="identifier">
    <qti-correct-response><qti-value>JUPITER</qti-value><qti-value>SATURN</qti-value></qti-correct-response>
    <qti-mapping lower-bound="0" upper-bound="2" default-value="0">
      <qti-map-entry map-key="JUPITER" mapped-value="1"/>
      <qti-map-entry map-key="SATURN" mapped-value="1"/>
      <qti-map-entry map-key="MARS" mapped-value="-1"/>
    </qti-mapping>
  </qti-response-declaration>
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>0</qti-value></qti-default-value></qti-outcome-declaration>
  <qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>3</qti-value></qti-default-value></qti-outcome-declaration>
  <qti-item-body>
    <p>Sunlight takes about <math xmlns="http://www.w3.org/1998/Math/MathML"><mn>5</mn><mo>×</mo><msup><mn>10</mn><mn>2</mn></msup></math> seconds to reach
      <qti-inline-choice-interaction response-identifier="PLANET" shuffle="false">
        <qti-inline-choice identifier="MARS">Mars</qti-inline-choice>
        <qti-inline-choice identifier="EARTH">Earth</qti-inline-choice>
        <qti-inline-choice identifier="VENUS">Venus</qti-inline-choice>
      </qti-inline-choice-interaction>.</p>
    <qti-choice-interaction response-identifier="GAS" shuffle="false" max-choices="0">
      <qti-prompt>Which planets are gas giants? Each right one earns a point; a wrong one takes a point away.</qti-prompt>
      <qti-simple-choice identifier="MARS">Mars</qti-simple-choice>
      <qti-simple-choice identifier="JUPITER">Jupiter</qti-simple-choice>
      <qti-simple-choice identifier="SATURN">Saturn</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
  <qti-response-processing>
    <qti-set-outcome-value identifier="SCORE"><qti-map-response identifier="GAS"/></qti-set-outcome-value>
    <qti-response-condition>
      <qti-response-if>
        <qti-match><qti-variable identifier="PLANET"/><qti-correct identifier="PLANET"/></qti-match>
        <qti-set-outcome-value identifier="SCORE"><qti-sum><qti-variable identifier="SCORE"/><qti-base-value base-type="float">1</qti-base-value></qti-sum></qti-set-outcome-value>
      </qti-response-if>
    </qti-response-condition>
  </qti-response-processing>
</qti-assessment-item>`,
    },
  },
];
