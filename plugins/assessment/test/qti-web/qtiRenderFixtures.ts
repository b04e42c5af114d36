/** Small QTI 3.0 items as the server delivers them (no correct responses, no processing), written for the renderer's tests. */

const NS = 'xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"';

export interface Declared {
  id?: string;
  cardinality?: 'single' | 'multiple' | 'ordered';
  baseType?: string;
}

const declaration = ({ id = 'RESPONSE', cardinality = 'single', baseType = 'identifier' }: Declared) =>
  `<qti-response-declaration identifier="${id}" cardinality="${cardinality}" base-type="${baseType}"/>`;

/** A delivered item: its declarations and body. */
export const item = (declarations: Declared[], body: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item ${NS} identifier="t" title="Test" adaptive="false" time-dependent="false">
${declarations.map(declaration).join('\n')}
<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
${extra}
<qti-item-body>${body}</qti-item-body>
</qti-assessment-item>`;

const MATH = 'xmlns="http://www.w3.org/1998/Math/MathML"';

export const CHOICE = item(
  [{}],
  `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>Which is ten to the minus seven?</qti-prompt>
<qti-simple-choice identifier="A"><math ${MATH} alttext="10 to the minus 7"><msup><mn>10</mn><mrow><mo>−</mo><mn>7</mn></mrow></msup></math></qti-simple-choice>
<qti-simple-choice identifier="B"><img src="seven.png" alt="A seven"/></qti-simple-choice>
<qti-simple-choice identifier="C">Seventy</qti-simple-choice>
</qti-choice-interaction>`,
);

export const MULTIPLE_CHOICE = item(
  [{ cardinality: 'multiple' }],
  `<qti-choice-interaction response-identifier="RESPONSE" max-choices="2"><qti-prompt>Pick two primes.</qti-prompt>
<qti-simple-choice identifier="P2">2</qti-simple-choice><qti-simple-choice identifier="P4">4</qti-simple-choice><qti-simple-choice identifier="P5">5</qti-simple-choice>
</qti-choice-interaction>`,
);

/** Several interactions of mixed kinds: inline choice, a text blank and a numeric blank in one sentence. */
export const COMPOSITE = item(
  [{ id: 'CITY' }, { id: 'WORD', baseType: 'string' }, { id: 'NUM', baseType: 'float' }],
  `<p>The capital of France is <qti-inline-choice-interaction response-identifier="CITY" aria-label="City"><qti-inline-choice identifier="P">Paris</qti-inline-choice><qti-inline-choice identifier="L">Lyon</qti-inline-choice></qti-inline-choice-interaction>,
its river is the <qti-text-entry-interaction response-identifier="WORD" aria-label="River"/> and it has about <qti-text-entry-interaction response-identifier="NUM" aria-label="Millions"/> million people.</p>`,
);

export const EXTENDED = item([{ baseType: 'string' }], '<qti-extended-text-interaction response-identifier="RESPONSE"><qti-prompt>Explain why.</qti-prompt></qti-extended-text-interaction>');

export const HOTTEXT = item(
  [{ cardinality: 'multiple' }],
  `<qti-hottext-interaction response-identifier="RESPONSE" max-choices="2"><qti-prompt>Select the verbs.</qti-prompt>
<p>The cat <qti-hottext identifier="V1">sat</qti-hottext> on the <qti-hottext identifier="N1">mat</qti-hottext> and <qti-hottext identifier="V2">slept</qti-hottext>.</p></qti-hottext-interaction>`,
);

export const SLIDER = item([{ baseType: 'integer' }], '<qti-slider-interaction response-identifier="RESPONSE" lower-bound="0" upper-bound="10" step="1"><qti-prompt>How sure are you?</qti-prompt></qti-slider-interaction>');

export const END_ATTEMPT = item([{ id: 'HINT', baseType: 'boolean' }], '<p>Stuck? <qti-end-attempt-interaction response-identifier="HINT" title="Show a hint"/></p>');

export const ORDER = item(
  [{ cardinality: 'ordered' }],
  `<qti-order-interaction response-identifier="RESPONSE"><qti-prompt>Order from the Sun.</qti-prompt>
<qti-simple-choice identifier="E">Earth</qti-simple-choice><qti-simple-choice identifier="M">Mercury</qti-simple-choice><qti-simple-choice identifier="V">Venus</qti-simple-choice></qti-order-interaction>`,
);

/** One-to-many (categorising): a category takes several animals. */
export const MATCH = item(
  [{ cardinality: 'multiple', baseType: 'directedPair' }],
  `<qti-match-interaction response-identifier="RESPONSE" max-associations="0"><qti-prompt>Sort the animals.</qti-prompt>
<qti-simple-match-set><qti-simple-associable-choice identifier="cat" match-max="1">Cat</qti-simple-associable-choice><qti-simple-associable-choice identifier="eagle" match-max="1">Eagle</qti-simple-associable-choice><qti-simple-associable-choice identifier="dog" match-max="1">Dog</qti-simple-associable-choice></qti-simple-match-set>
<qti-simple-match-set><qti-simple-associable-choice identifier="mammal" match-max="0">Mammal</qti-simple-associable-choice><qti-simple-associable-choice identifier="bird" match-max="0">Bird</qti-simple-associable-choice></qti-simple-match-set>
</qti-match-interaction>`,
);

export const ASSOCIATE = item(
  [{ cardinality: 'multiple', baseType: 'pair' }],
  `<qti-associate-interaction response-identifier="RESPONSE" max-associations="2"><qti-prompt>Pair the opposites.</qti-prompt>
<qti-simple-associable-choice identifier="hot" match-max="1">Hot</qti-simple-associable-choice><qti-simple-associable-choice identifier="cold" match-max="1">Cold</qti-simple-associable-choice>
<qti-simple-associable-choice identifier="up" match-max="1">Up</qti-simple-associable-choice><qti-simple-associable-choice identifier="down" match-max="1">Down</qti-simple-associable-choice>
</qti-associate-interaction>`,
);

export const GAP_MATCH = item(
  [{ cardinality: 'multiple', baseType: 'directedPair' }],
  `<qti-gap-match-interaction response-identifier="RESPONSE"><qti-prompt>Fill the gaps.</qti-prompt>
<qti-gap-text identifier="winter" match-max="1">winter</qti-gap-text><qti-gap-text identifier="summer" match-max="1">summer</qti-gap-text>
<p>It snows in <qti-gap identifier="G1" title="First gap"/> and it is hot in <qti-gap identifier="G2" title="Second gap"/>.</p></qti-gap-match-interaction>`,
);

const IMAGE = '<img src="map.png" alt="A map of three towns" width="200" height="100"/>';

export const HOTSPOT = item(
  [{ cardinality: 'multiple' }],
  `<qti-hotspot-interaction response-identifier="RESPONSE" max-choices="2"><qti-prompt>Mark the towns by the sea.</qti-prompt>${IMAGE}
<qti-hotspot-choice identifier="A" shape="circle" coords="20,20,10" hotspot-label="Ayr"/>
<qti-hotspot-choice identifier="B" shape="rect" coords="100,40,140,60" hotspot-label="Brill"/>
<qti-hotspot-choice identifier="C" shape="poly" coords="150,80,190,80,170,95"/></qti-hotspot-interaction>`,
);

export const SELECT_POINT = item(
  [{ baseType: 'point' }],
  `<qti-select-point-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>Where is the capital?</qti-prompt>${IMAGE}</qti-select-point-interaction>`,
);

export const GRAPHIC_ORDER = item(
  [{ cardinality: 'ordered' }],
  `<qti-graphic-order-interaction response-identifier="RESPONSE"><qti-prompt>Order the towns west to east.</qti-prompt>${IMAGE}
<qti-hotspot-choice identifier="A" shape="rect" coords="0,0,20,20" hotspot-label="Ayr"/><qti-hotspot-choice identifier="B" shape="rect" coords="50,0,70,20" hotspot-label="Brill"/></qti-graphic-order-interaction>`,
);

export const GRAPHIC_ASSOCIATE = item(
  [{ cardinality: 'multiple', baseType: 'pair' }],
  `<qti-graphic-associate-interaction response-identifier="RESPONSE" max-associations="1"><qti-prompt>Join the towns a road joins.</qti-prompt>${IMAGE}
<qti-associable-hotspot identifier="A" shape="rect" coords="0,0,20,20" hotspot-label="Ayr" match-max="1"/><qti-associable-hotspot identifier="B" shape="rect" coords="50,0,70,20" hotspot-label="Brill" match-max="1"/></qti-graphic-associate-interaction>`,
);

export const GRAPHIC_GAP_MATCH = item(
  [{ cardinality: 'multiple', baseType: 'directedPair' }],
  `<qti-graphic-gap-match-interaction response-identifier="RESPONSE"><qti-prompt>Put the labels on the towns.</qti-prompt>${IMAGE}
<qti-gap-img identifier="L1" match-max="1"><img src="ayr.png" alt="Label Ayr" width="20" height="10"/></qti-gap-img><qti-gap-img identifier="L2" match-max="1"><img src="brill.png" alt="Label Brill" width="20" height="10"/></qti-gap-img>
<qti-associable-hotspot identifier="A" shape="rect" coords="0,0,20,20" hotspot-label="West town"/><qti-associable-hotspot identifier="B" shape="rect" coords="50,0,70,20" hotspot-label="East town"/></qti-graphic-gap-match-interaction>`,
);

export const POSITION_OBJECT = item(
  [{ baseType: 'point' }],
  `<qti-position-object-stage><img src="room.png" alt="A room" width="200" height="100"/>
<qti-position-object-interaction response-identifier="RESPONSE" max-choices="1"><img src="lamp.png" alt="The lamp" width="20" height="20"/></qti-position-object-interaction></qti-position-object-stage>`,
);

export const MEDIA = item(
  [{ baseType: 'integer' }],
  '<qti-media-interaction response-identifier="RESPONSE" max-plays="2" autostart="false"><qti-prompt>Listen.</qti-prompt><audio src="talk.mp3">A talk</audio></qti-media-interaction>',
);

export const UPLOAD = item([{ baseType: 'file' }], '<qti-upload-interaction response-identifier="RESPONSE"><qti-prompt>Send your essay.</qti-prompt></qti-upload-interaction>');

export const DRAWING = item([{ baseType: 'file' }], `<qti-drawing-interaction response-identifier="RESPONSE"><qti-prompt>Draw the route.</qti-prompt>${IMAGE}</qti-drawing-interaction>`);

export const PCI_MODULE_URL = `/server/assessment/packages/files/${'a'.repeat(24)}`;

/** A likert PCI as the package import leaves it: its module at a package file's address. */
export const PCI = item(
  [{ baseType: 'integer' }],
  `<qti-portable-custom-interaction response-identifier="RESPONSE" custom-interaction-type-identifier="urn:lms:pci:likert" module="likert" data-levels="5" data-max-label="Sure">
<qti-prompt>How sure are you?</qti-prompt>
<qti-interaction-modules><qti-interaction-module id="likert" primary-path="${PCI_MODULE_URL}"/></qti-interaction-modules>
<qti-interaction-markup><div class="likert"/></qti-interaction-markup>
</qti-portable-custom-interaction>`,
);

/** Faithful content: ruby, MathML, rubrics for the candidate and for scorers, and what must never pass. */
export const CONTENT = item(
  [{ baseType: 'string' }],
  `<qti-rubric-block view="candidate"><p>Read the passage first.</p></qti-rubric-block>
<qti-rubric-block view="scorer"><p>Scorer note: accept either.</p></qti-rubric-block>
<p class="intro" style="color: red; position: fixed; background: url(x.png)">Kanji: <ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>, and <math ${MATH}><mi>x</mi><mo>=</mo><mn>2</mn></math>.</p>
<p onclick="alert(1)"><a href="javascript:alert(1)">a link</a><script>alert(2)</script><iframe src="https://example.org"/>end</p>
<qti-text-entry-interaction response-identifier="RESPONSE" aria-label="Answer"/>`,
  '<qti-stylesheet href="/files/item.css" type="text/css"/>',
);

/** The review XML of a choice item: the delivered body with the feedback the outcomes show. */
export const REVIEW_XML = item(
  [{ cardinality: 'multiple' }],
  `<qti-choice-interaction response-identifier="RESPONSE" max-choices="0"><qti-prompt>Pick the primes.</qti-prompt>
<qti-simple-choice identifier="P2">2</qti-simple-choice><qti-simple-choice identifier="P4">4</qti-simple-choice><qti-simple-choice identifier="P5">5</qti-simple-choice></qti-choice-interaction>
<qti-feedback-block outcome-identifier="FEEDBACK" identifier="PARTIAL" show-hide="show"><p>Partly right: 4 is not prime.</p></qti-feedback-block>`,
  '<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="PARTIAL" show-hide="show" title="Well tried"><p>Review the definition of a prime.</p></qti-modal-feedback>',
);

/** An information item: instructions, a reading with an image and MathML, a candidate rubric; no interaction. */
export const INFORMATION = item(
  [],
  `<qti-rubric-block view="candidate"><p>You have 20 minutes for this section.</p></qti-rubric-block>
<p>Read about the river before the questions.</p>
<p><img src="river.png" alt="The river at dawn" width="120" height="80"/></p>
<p>Its flow is <math ${MATH}><mn>3</mn><mo>×</mo><msup><mn>10</mn><mn>4</mn></msup></math> litres a second.</p>`,
);
