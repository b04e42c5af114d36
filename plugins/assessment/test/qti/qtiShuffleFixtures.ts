import { qti30 } from './qtiKeptFixtures.ts';

/**
 * A QTI 3.0 item whose choice, match and gap match interactions shuffle
 * (C3 and C6 of the choices fixed), beside an inline choice that does not.
 */
export const SHUFFLED_30 = qti30({
  declarations: `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>C2</qti-value></qti-correct-response></qti-response-declaration>
<qti-response-declaration identifier="MATCH" cardinality="multiple" base-type="directedPair"/>
<qti-response-declaration identifier="GAPS" cardinality="multiple" base-type="directedPair"/>
<qti-response-declaration identifier="CITY" cardinality="single" base-type="identifier"/>
<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
<qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>1</qti-value></qti-default-value></qti-outcome-declaration>`,
  body: `<qti-choice-interaction response-identifier="RESPONSE" shuffle="true" max-choices="1"><qti-prompt>Pick one.</qti-prompt>
<qti-simple-choice identifier="C1">one</qti-simple-choice><qti-simple-choice identifier="C2">two</qti-simple-choice><qti-simple-choice identifier="C3" fixed="true">three</qti-simple-choice><qti-simple-choice identifier="C4">four</qti-simple-choice><qti-simple-choice identifier="C5">five</qti-simple-choice><qti-simple-choice identifier="C6" fixed="true">none of these</qti-simple-choice>
</qti-choice-interaction>
<qti-match-interaction response-identifier="MATCH" shuffle="true" max-associations="4">
<qti-simple-match-set><qti-simple-associable-choice identifier="L1" match-max="1">a</qti-simple-associable-choice><qti-simple-associable-choice identifier="L2" match-max="1">b</qti-simple-associable-choice><qti-simple-associable-choice identifier="L3" match-max="1">c</qti-simple-associable-choice><qti-simple-associable-choice identifier="L4" match-max="1">d</qti-simple-associable-choice></qti-simple-match-set>
<qti-simple-match-set><qti-simple-associable-choice identifier="R1" match-max="1">w</qti-simple-associable-choice><qti-simple-associable-choice identifier="R2" match-max="1">x</qti-simple-associable-choice><qti-simple-associable-choice identifier="R3" match-max="1">y</qti-simple-associable-choice><qti-simple-associable-choice identifier="R4" match-max="1">z</qti-simple-associable-choice></qti-simple-match-set>
</qti-match-interaction>
<qti-gap-match-interaction response-identifier="GAPS" shuffle="true">
<qti-gap-text identifier="G1" match-max="1">red</qti-gap-text><qti-gap-text identifier="G2" match-max="1">green</qti-gap-text><qti-gap-text identifier="G3" match-max="1">blue</qti-gap-text><qti-gap-text identifier="G4" match-max="1">grey</qti-gap-text>
<p>The sky is <qti-gap identifier="GAP1"/>.</p>
</qti-gap-match-interaction>
<p>The capital is <qti-inline-choice-interaction response-identifier="CITY" shuffle="false"><qti-inline-choice identifier="P">Paris</qti-inline-choice><qti-inline-choice identifier="L">Lyon</qti-inline-choice><qti-inline-choice identifier="M">Metz</qti-inline-choice><qti-inline-choice identifier="N">Nice</qti-inline-choice></qti-inline-choice-interaction>.</p>`,
  processing: `<qti-response-processing>
  <qti-response-condition>
    <qti-response-if><qti-match><qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/></qti-match>
      <qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">1</qti-base-value></qti-set-outcome-value>
    </qti-response-if>
  </qti-response-condition>
</qti-response-processing>`,
});

/** The identifiers of the elements named `element` in an XML, in document order. */
export const idsOf = (xml: string, element: string) => [...xml.matchAll(new RegExp(`<${element}[^>]*\\sidentifier="([^"]+)"`, 'g'))].map((found) => found[1]!);
