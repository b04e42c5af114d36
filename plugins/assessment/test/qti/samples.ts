/** QTI documents as authoring tools write them: IMS QTI 2.1 (imsqti_v2p1) and 3.0 (imsqtiasi_v3p0). */

const QTI21 = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd"';
const QTI30 = 'xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

/** The IMS "choice" example: one right answer, a feedback inside a choice, standard response processing. */
export const CHOICE_21 = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem ${QTI21} identifier="choice" title="Unattended Luggage" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse>
      <value>ChoiceA</value>
    </correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">
    <defaultValue><value>0</value></defaultValue>
  </outcomeDeclaration>
  <itemBody>
    <p>Look at the text in the picture.</p>
    <p><img src="https://assets.example/sign.png" alt="NEVER LEAVE LUGGAGE UNATTENDED"/></p>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>What does it say?</prompt>
      <simpleChoice identifier="ChoiceA">You must stay with your luggage at all times.<feedbackInline outcomeIdentifier="FEEDBACK" identifier="ChoiceA" showHide="show">Right!</feedbackInline></simpleChoice>
      <simpleChoice identifier="ChoiceB">Do not let someone else look after your luggage.</simpleChoice>
      <simpleChoice identifier="ChoiceC">Remember your luggage when you leave.</simpleChoice>
    </choiceInteraction>
    <rubricBlock view="scorer"><p>Only A is right.</p></rubricBlock>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>
</assessmentItem>`;

/** QTI 3.0 multiple response with a mapping and a MAXSCORE. */
export const CHOICE_MULTIPLE_30 = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item ${QTI30} identifier="primes-30" title="Prime numbers" adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="RESPONSE" cardinality="multiple" base-type="identifier">
    <qti-correct-response>
      <qti-value>H</qti-value>
      <qti-value>K</qti-value>
    </qti-correct-response>
    <qti-mapping lower-bound="0" upper-bound="2" default-value="-1">
      <qti-map-entry map-key="H" mapped-value="1"/>
      <qti-map-entry map-key="K" mapped-value="1"/>
    </qti-mapping>
  </qti-response-declaration>
  <qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float">
    <qti-default-value><qti-value>2</qti-value></qti-default-value>
  </qti-outcome-declaration>
  <qti-item-body>
    <qti-choice-interaction response-identifier="RESPONSE" max-choices="0" shuffle="true">
      <qti-prompt>Which of these are <strong>prime</strong> numbers?</qti-prompt>
      <qti-simple-choice identifier="H">2</qti-simple-choice>
      <qti-simple-choice identifier="J">4</qti-simple-choice>
      <qti-simple-choice identifier="K">7 &amp; only 7</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response.xml"/>
</qti-assessment-item>`;

/** The IMS "text_entry" example: a string answer with a mapping; "York" scores less but still counts. */
export const TEXT_ENTRY_21 = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem ${QTI21} identifier="textEntry" title="Richard III (Take 3)" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string">
    <correctResponse><value>York</value></correctResponse>
    <mapping defaultValue="0">
      <mapEntry mapKey="York" mappedValue="1" caseSensitive="false"/>
      <mapEntry mapKey="york" mappedValue="0.5" caseSensitive="false"/>
      <mapEntry mapKey="Lancaster" mappedValue="0" caseSensitive="false"/>
    </mapping>
  </responseDeclaration>
  <outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float">
    <defaultValue><value>3</value></defaultValue>
  </outcomeDeclaration>
  <itemBody>
    <p>Identify the missing word in this famous quote from Shakespeare's Richard III.</p>
    <blockquote>
      <p>Now is the winter of our discontent<br/> Made glorious summer by this sun of
        <textEntryInteraction responseIdentifier="RESPONSE" expectedLength="15"/>;<br/>
        And all the clouds that lour'd upon our house<br/> In the deep bosom of the ocean buried.</p>
    </blockquote>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response"/>
</assessmentItem>`;

export const NUMERIC_30 = `<qti-assessment-item ${QTI30} identifier="gravity" title="Gravity">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="float">
    <qti-correct-response><qti-value>9.81</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-item-body>
    <p>Acceleration of gravity at the surface, in m/s²: <qti-text-entry-interaction response-identifier="RESPONSE"/></p>
  </qti-item-body>
</qti-assessment-item>`;

export const BLANKS_21 = `<assessmentItem ${QTI21} identifier="water" title="Water">
  <responseDeclaration identifier="BOIL" cardinality="single" baseType="string">
    <correctResponse><value>100</value></correctResponse>
  </responseDeclaration>
  <responseDeclaration identifier="FREEZE" cardinality="single" baseType="string">
    <mapping defaultValue="0">
      <mapEntry mapKey="0" mappedValue="1"/>
      <mapEntry mapKey="zero" mappedValue="1"/>
    </mapping>
  </responseDeclaration>
  <itemBody>
    <p>Water boils at <textEntryInteraction responseIdentifier="BOIL"/> degrees
      and freezes at <textEntryInteraction responseIdentifier="FREEZE"/>.</p>
    <p>Both at sea level.</p>
  </itemBody>
</assessmentItem>`;

/** The IMS "order" example. */
export const ORDER_21 = `<assessmentItem ${QTI21} identifier="order" title="Grand Prix of Bahrain" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="ordered" baseType="identifier">
    <correctResponse>
      <value>DriverC</value>
      <value>DriverA</value>
      <value>DriverB</value>
    </correctResponse>
  </responseDeclaration>
  <itemBody>
    <orderInteraction responseIdentifier="RESPONSE" shuffle="true">
      <prompt>The following F1 drivers finished on the podium in the first ever Grand Prix of Bahrain. Can you rearrange them into the correct finishing order?</prompt>
      <simpleChoice identifier="DriverA">Rubens Barrichello</simpleChoice>
      <simpleChoice identifier="DriverB">Jenson Button</simpleChoice>
      <simpleChoice identifier="DriverC" fixed="true">Michael Schumacher</simpleChoice>
    </orderInteraction>
  </itemBody>
</assessmentItem>`;

export const MATCH_30 = `<qti-assessment-item ${QTI30} identifier="capitals" title="Capitals">
  <qti-response-declaration identifier="RESPONSE" cardinality="multiple" base-type="directedPair">
    <qti-correct-response>
      <qti-value>FR PAR</qti-value>
      <qti-value>IT ROM</qti-value>
    </qti-correct-response>
  </qti-response-declaration>
  <qti-item-body>
    <qti-match-interaction response-identifier="RESPONSE" max-associations="2">
      <qti-prompt>Match each country with its capital.</qti-prompt>
      <qti-simple-match-set>
        <qti-simple-associable-choice identifier="FR" match-max="1">France</qti-simple-associable-choice>
        <qti-simple-associable-choice identifier="IT" match-max="1">Italy</qti-simple-associable-choice>
      </qti-simple-match-set>
      <qti-simple-match-set>
        <qti-simple-associable-choice identifier="PAR" match-max="1">Paris</qti-simple-associable-choice>
        <qti-simple-associable-choice identifier="ROM" match-max="1">Rome</qti-simple-associable-choice>
        <qti-simple-associable-choice identifier="OSL" match-max="1">Oslo</qti-simple-associable-choice>
      </qti-simple-match-set>
    </qti-match-interaction>
  </qti-item-body>
</qti-assessment-item>`;

/** The IMS "associate" example. */
export const ASSOCIATE_21 = `<assessmentItem ${QTI21} identifier="associate" title="Shakespearian Rivals" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="pair">
    <correctResponse>
      <value>A P</value>
      <value>C M</value>
      <value>D L</value>
    </correctResponse>
  </responseDeclaration>
  <itemBody>
    <associateInteraction responseIdentifier="RESPONSE" shuffle="true" maxAssociations="3">
      <prompt>Hidden in this list of characters from famous Shakespeare plays are three pairs of rivals. Can you match each character to his adversary?</prompt>
      <simpleAssociableChoice identifier="A" matchMax="1">Antonio</simpleAssociableChoice>
      <simpleAssociableChoice identifier="C" matchMax="1">Capulet</simpleAssociableChoice>
      <simpleAssociableChoice identifier="D" matchMax="1">Demetrius</simpleAssociableChoice>
      <simpleAssociableChoice identifier="L" matchMax="1">Lysander</simpleAssociableChoice>
      <simpleAssociableChoice identifier="M" matchMax="1">Montague</simpleAssociableChoice>
      <simpleAssociableChoice identifier="P" matchMax="1">Prospero</simpleAssociableChoice>
    </associateInteraction>
  </itemBody>
</assessmentItem>`;

export const ESSAY_30 = `<qti-assessment-item ${QTI30} identifier="essay" title="Essay">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>
  <qti-item-body>
    <p>Think about the causes of the war.</p>
    <qti-extended-text-interaction response-identifier="RESPONSE" expected-lines="10">
      <qti-prompt>Write about 200 words.</qti-prompt>
    </qti-extended-text-interaction>
  </qti-item-body>
</qti-assessment-item>`;

export const UPLOAD_21 = `<assessmentItem ${QTI21} identifier="upload" title="Your report">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="file"/>
  <itemBody>
    <uploadInteraction responseIdentifier="RESPONSE"><prompt>Upload your lab report.</prompt></uploadInteraction>
  </itemBody>
</assessmentItem>`;

/** An item in QTI 2.1 around `body`, with `declarations` before it. */
export const item21 = (declarations: string, body: string, attributes = 'identifier="x" title="X"') =>
  `<assessmentItem ${QTI21} ${attributes}>${declarations}<itemBody>${body}</itemBody></assessmentItem>`;

export const singleDeclaration = (values: string[], cardinality = 'single', baseType = 'identifier', identifier = 'RESPONSE') =>
  `<responseDeclaration identifier="${identifier}" cardinality="${cardinality}" baseType="${baseType}"><correctResponse>${values.map((value) => `<value>${value}</value>`).join('')}</correctResponse></responseDeclaration>`;
