import { manifest, QTI3, resource, reviewableTest30, zip } from './packageFixtures.ts';

/**
 * A tiny PCI of our own (QTI 3.0's contract): a likert scale of radio buttons,
 * as many as its `data-levels` property says. Its response is an integer (the
 * level chosen), its state the same level as text, which getInstance restores.
 */
export const LIKERT_MODULE = `define(['qtiCustomInteractionContext'], function (context) {
  context.register({
    typeIdentifier: 'urn:lms:pci:likert',
    getInstance: function (dom, configuration, state) {
      var levels = Number(configuration.properties.levels) || 5;
      var chosen = state ? Number(state) : null;
      var bound = configuration.boundTo && configuration.boundTo.RESPONSE;
      if (chosen === null && bound && bound.base) chosen = bound.base.integer;
      var list = dom.querySelector('.likert');
      var legend = dom.querySelector('.likert-legend');
      var fieldset = document.createElement('fieldset');
      var caption = document.createElement('legend');
      caption.textContent = legend ? legend.textContent : 'How much do you agree?';
      fieldset.appendChild(caption);
      for (var level = 1; level <= levels; level++) {
        var label = document.createElement('label');
        var input = document.createElement('input');
        input.type = 'radio';
        input.name = 'likert';
        input.value = String(level);
        input.checked = level === chosen;
        input.disabled = configuration.status === 'review';
        input.addEventListener('change', function (event) { chosen = Number(event.target.value); });
        label.appendChild(input);
        label.appendChild(document.createTextNode(' ' + level));
        fieldset.appendChild(label);
      }
      list.appendChild(fieldset);
      var instance = {
        getResponse: function () { return chosen === null ? { base: null } : { base: { integer: chosen } }; },
        getState: function () { return chosen === null ? '' : String(chosen); },
        oncompleted: function () {},
      };
      configuration.onready(instance, state);
      return instance;
    },
  });
});
`;

const QTI22 = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2"';

/** Level 4 of 5 is right (1 point under match_correct). */
export const likertItem30 = (primaryPath = '../modules/likert.js', extraModule = '') => `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item ${QTI3} identifier="likert" title="How sure" adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="integer">
    <qti-correct-response><qti-value>4</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-item-body>
    <p>Rate the lighthouse keeper's claim.</p>
    <qti-portable-custom-interaction response-identifier="RESPONSE" custom-interaction-type-identifier="urn:lms:pci:likert" module="likert" data-levels="5">
      <qti-interaction-modules>
        <qti-interaction-module id="likert" primary-path="${primaryPath}"/>${extraModule}
      </qti-interaction-modules>
      <qti-interaction-markup><div class="likert"><p class="likert-legend">How sure are you that the light was lit?</p></div></qti-interaction-markup>
    </qti-portable-custom-interaction>
  </qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>`;

/** The same item in QTI 2.2's naming (2.2.2's portableCustomInteraction), its module named without .js as AMD allows. */
export const LIKERT_ITEM_22 = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem ${QTI22} identifier="likert22" title="How sure" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="integer">
    <correctResponse><value>4</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>
    <portableCustomInteraction responseIdentifier="RESPONSE" customInteractionTypeIdentifier="urn:lms:pci:likert" module="likert" data-levels="5">
      <interactionModules>
        <interactionModule id="likert" primaryPath="../modules/likert"/>
      </interactionModules>
      <interactionMarkup><div class="likert"><p class="likert-legend">How sure are you?</p></div></interactionMarkup>
    </portableCustomInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p2/rptemplates/match_correct"/>
</assessmentItem>`;

/** The manifest's resources of the QTI 3.0 likert item and its module. */
const LIKERT_RESOURCES = resource('I1', 'imsqti_item_xmlv3p0', 'items/likert.xml', ['M1']) + resource('M1', 'webcontent', 'modules/likert.js');

/** A package with the likert PCI item in QTI 3.0 and its module file. */
export const likertPackage = (item = likertItem30(), files: Record<string, string> = { 'modules/likert.js': LIKERT_MODULE }) =>
  zip({
    'imsmanifest.xml': manifest(LIKERT_RESOURCES),
    'items/likert.xml': item,
    ...files,
  });

/** A QTI 2.2 package with the likert PCI item. */
export const likertPackage22 = () =>
  zip({
    'imsmanifest.xml': manifest(resource('I1', 'imsqti_item_xmlv2p2', 'items/likert.xml')),
    'items/likert.xml': LIKERT_ITEM_22,
    'modules/likert.js': LIKERT_MODULE,
  });

/** The journey's package: the likert PCI item, its module, and a test of it. */
export const likertJourneyPackage = () =>
  zip({
    'imsmanifest.xml': manifest(resource('T', 'imsqti_test_xmlv3p0', 'tests/test.xml') + LIKERT_RESOURCES),
    'tests/test.xml': reviewableTest30('likert-quiz', "Keeper's claim", 'The claim', ['../items/likert.xml']),
    'items/likert.xml': likertItem30(),
    'modules/likert.js': LIKERT_MODULE,
  });
