/**
 * Issue 28: a QTI item kept as the standard wrote it, beside the native item types
 * (itemTypes.ts). An item whose interactions or scoring the native types cannot hold
 * without loss is stored as type `qti`: its XML is delivered, scored by running its
 * response processing, and exported back as it came.
 *
 * One contract for the three sides that meet here (the server that imports and
 * scores, the web renderer that delivers and reviews, the package import and export):
 *
 * - Stored: the whole item as QTI 3.0 XML (`qti-assessment-item`, kebab-case names).
 *   QTI 2.1 and 2.2 items are renamed at import (`choiceInteraction` ->
 *   `qti-choice-interaction`, `responseIdentifier` -> `response-identifier`), numeric
 *   character references are decoded, and the body is sanitised (no script, no event
 *   attributes, styles scoped); MathML and ruby are kept as elements.
 * - Delivered to a taker: the same XML without what gives answers away
 *   (`qti-correct-response`, `qti-mapping`, `qti-area-mapping`, `qti-response-processing`,
 *   `qti-template-processing`, `qti-outcome-declaration` defaults, every feedback
 *   element), with the attempt's template values printed in (`qti-printed-variable`
 *   replaced by its value, template-bound choices already shown or hidden), and the
 *   choices of interactions with shuffle="true" in the attempt's order (fixed ones in place).
 * - Answered: one value per response declaration, keyed by its identifier, in the
 *   string forms of the QTI base types (see QtiResponseValue).
 * - Reviewed: the delivered XML plus the feedback elements the item's outcomes show
 *   (modal feedback, inline and block feedback whose show/hide rule holds), with the
 *   outcome values (SCORE and the rest).
 */

/** The QTI versions an item or package may come in. */
export const QTI_VERSIONS = ['2.1', '2.2', '3.0'] as const;
export type QtiVersion = (typeof QTI_VERSIONS)[number];

/** The stored content of an item of type `qti`. */
export interface QtiItemContent {
  /** The item as QTI 3.0 XML, normalised and sanitised at import (see above). */
  xml: string;
  /** The version the item came in; export writes it back in that version on request. */
  source_version: QtiVersion;
  /** Ids of the shared stimuli (passages) the item shows beside itself, in order. */
  stimuli?: string[];
}

/** What a taker gets for an item of type `qti`: the XML with nothing that gives answers away. */
export interface QtiItemToAnswer {
  xml: string;
  /** The shared stimuli shown beside the item: sanitised HTML, with their titles. */
  stimuli?: { id: string; title: string; html: string }[];
}

/**
 * One response's value, by the declaration's cardinality and base type:
 * - single: one string; multiple: an array (order insignificant); ordered: an array in order;
 * - identifier: the choice's identifier; pair / directedPair: the two identifiers joined by
 *   one space ("A B"); point: "x y" in image pixels (integers); integer and float: the
 *   number written in decimal; string: the text; boolean: "true" or "false";
 *   file: the id of an upload made through the assessment's upload calls;
 * - null: not answered.
 */
export type QtiResponseValue = string | string[] | null;

/**
 * A taker's answer to an item of type `qti`: each response declaration's value by its identifier.
 * A portable custom interaction's state (its getState(), which it is given back in review) is
 * kept beside its response under `pciStateKey(identifier)`; scoring reads declared responses only.
 */
export type QtiResponse = Record<string, QtiResponseValue>;

/** Where a PCI's state is kept in a QtiResponse: a key no QTI identifier can be (identifiers hold no space). */
export const pciStateKey = (identifier: string) => `pci-state ${identifier}`;
export const isPciStateKey = (key: string) => key.startsWith('pci-state ');

/** An outcome or template variable's value after processing (QTI base types, as above; numbers as numbers). */
export type QtiValue = string | number | boolean | null | (string | number | boolean)[];

/** The review of an item of type `qti`. */
export interface QtiItemReview extends QtiItemToAnswer {
  /** The outcome variables after response processing (SCORE, MAXSCORE, FEEDBACK and the item's own). */
  outcomes: Record<string, QtiValue>;
  /** The XML to show in review: `xml` above plus the feedback elements the outcomes show. */
  review_xml: string;
  /**
   * Each response's correct value (with the attempt's template values), when
   * the review shows correct answers; absent otherwise. Added by the server side.
   */
  correct_response?: QtiResponse;
}
