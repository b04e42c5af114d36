import { manifest, PASSAGE_30, PNG, QTI3, resource, reviewableTest30, zip } from './packageFixtures.ts';

/** QTI 3.0 hotspot item beside the lighthouse passage: two areas on a 200x100 picture, the rock right, 1 point. */
export const HOTSPOT_ITEM_30 = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item ${QTI3} identifier="rock-spot" title="Find the rock" adaptive="false" time-dependent="false">
  <qti-assessment-stimulus-ref identifier="passage" href="../passages/passage.xml"/>
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>ROCK</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-item-body>
    <qti-hotspot-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-prompt>Where did the lighthouse stand? Choose on the picture.</qti-prompt>
      <object type="image/png" data="../images/lighthouse.png" width="200" height="100">The coast</object>
      <qti-hotspot-choice identifier="ROCK" shape="rect" coords="10,10,90,90" hotspot-label="The rock"/>
      <qti-hotspot-choice identifier="SAND" shape="rect" coords="110,10,190,90" hotspot-label="The sand"/>
    </qti-hotspot-interaction>
  </qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>`;

/**
 * QTI 3.0 templated numeric item: A and B drawn at random per attempt, their
 * sum the correct response; exactly right earns 2, within 10% of it 1.
 */
export const TEMPLATED_ITEM_30 = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item ${QTI3} identifier="beam-sum" title="Two beams" adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="float"/>
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>2</qti-value></qti-default-value></qti-outcome-declaration>
  <qti-template-declaration identifier="A" cardinality="single" base-type="integer"/>
  <qti-template-declaration identifier="B" cardinality="single" base-type="integer"/>
  <qti-template-processing>
    <qti-set-template-value identifier="A"><qti-random-integer min="20" max="60"/></qti-set-template-value>
    <qti-set-template-value identifier="B"><qti-random-integer min="20" max="60"/></qti-set-template-value>
    <qti-set-correct-response identifier="RESPONSE"><qti-sum><qti-variable identifier="A"/><qti-variable identifier="B"/></qti-sum></qti-set-correct-response>
  </qti-template-processing>
  <qti-item-body>
    <p>One beam reaches <qti-printed-variable identifier="A"/> miles, the other <qti-printed-variable identifier="B"/> miles further.</p>
    <p>How far does the second beam reach, in miles? <qti-text-entry-interaction response-identifier="RESPONSE"/></p>
  </qti-item-body>
  <qti-response-processing>
    <qti-response-condition>
      <qti-response-if>
        <qti-equal tolerance-mode="exact"><qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/></qti-equal>
        <qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">2</qti-base-value></qti-set-outcome-value>
      </qti-response-if>
      <qti-response-else-if>
        <qti-equal tolerance-mode="relative" tolerance="10"><qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/></qti-equal>
        <qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">1</qti-base-value></qti-set-outcome-value>
      </qti-response-else-if>
      <qti-response-else>
        <qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">0</qti-base-value></qti-set-outcome-value>
      </qti-response-else>
    </qti-response-condition>
  </qti-response-processing>
</qti-assessment-item>`;

/** The package of the journey: a passage, a hotspot item beside it, a templated numeric item and a test of both. */
export const beaconPackage = () =>
  zip({
    'imsmanifest.xml': manifest(
      resource('T', 'imsqti_test_xmlv3p0', 'tests/test.xml') +
        resource('S1', 'imsqti_stimulus_xmlv3p0', 'passages/passage.xml') +
        resource('I1', 'imsqti_item_xmlv3p0', 'items/hotspot.xml', ['S1', 'IMG']) +
        resource('I2', 'imsqti_item_xmlv3p0', 'items/templated.xml') +
        resource('IMG', 'webcontent', 'images/lighthouse.png'),
    ),
    'tests/test.xml': reviewableTest30('beacon', 'Beacon quiz', 'The coast', ['../items/hotspot.xml', '../items/templated.xml']),
    'passages/passage.xml': PASSAGE_30,
    'items/hotspot.xml': HOTSPOT_ITEM_30,
    'items/templated.xml': TEMPLATED_ITEM_30,
    'images/lighthouse.png': PNG,
  });
