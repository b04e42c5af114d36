import { useMemo } from 'react';
import type { QtiItemContent, QtiItemReview, QtiItemToAnswer, QtiResponseValue, QtiValue } from '../../../schemas/qtiItem.ts';
import { QtiContext, renderChildren, renderNode, type QtiContextValue } from './qtiContent.tsx';
import { QtiReadError, readQtiDocument, readResponse, type QtiDocument } from './qtiDocument.ts';
import { QTI_INTERACTIONS } from './qtiInteractions.ts';
import { QtiStylesheets } from './QtiStylesheets.tsx';
import { StimulusPanel } from './StimulusPanel.tsx';
import './qti.css';

export interface QtiItemViewProps {
  /** As delivered or reviewed; a review showing right answers without responses carries the stored content (its stimuli by id only). */
  content: QtiItemToAnswer | QtiItemReview | QtiItemContent;
  /** The QtiResponse so far (anything else counts as unanswered). */
  response: unknown;
  onChange(response: unknown): void;
  readOnly: boolean;
  ids: string;
  courseId?: string;
}

const isReview = (content: QtiItemViewProps['content']): content is QtiItemReview => 'review_xml' in content && typeof content.review_xml === 'string';

const number = (value: QtiValue | undefined) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null);

/**
 * An item of type `qti` (schemas/qtiItem.ts): its body built into React from
 * the XML (qtiContent.tsx keeps only allowed markup), each interaction
 * collecting its response, the shared stimuli beside it, its stylesheets
 * scoped to it. In review, the review XML (with the feedback the outcomes
 * show), read-only, with the response filled in and the item's score.
 */
export function QtiItemView({ content, response, onChange, readOnly, ids, courseId }: QtiItemViewProps) {
  const review = readOnly && isReview(content);
  const xml = review ? content.review_xml : content.xml;
  const read = useMemo((): QtiDocument | QtiReadError => {
    try {
      return readQtiDocument(xml);
    } catch (error) {
      if (error instanceof QtiReadError) return error;
      throw error;
    }
  }, [xml]);
  const answers = readResponse(response);
  if (read instanceof QtiReadError) {
    return (
      <p role="alert" className="lms-item__problem">
        {read.message}
      </p>
    );
  }
  const context: QtiContextValue = {
    declarations: read.declarations,
    response: answers,
    setResponse: (identifier: string, value: QtiResponseValue) => onChange({ ...answers, [identifier]: value }),
    setResponses: (values) => onChange({ ...answers, ...values }),
    readOnly,
    showFeedback: review,
    ids,
    courseId,
    interactions: QTI_INTERACTIONS,
  };
  const score = review ? number(content.outcomes.SCORE) : null;
  const maxScore = review ? number(content.outcomes.MAXSCORE) : null;
  const stimuli = (content.stimuli ?? []).filter((stimulus) => typeof stimulus === 'object');
  return (
    <div className={stimuli.length > 0 ? 'lms-qti lms-qti--with-stimuli' : 'lms-qti'}>
      {stimuli.length > 0 && <StimulusPanel stimuli={stimuli} ids={ids} />}
      <div className="lms-qti__item" data-qti-scope={ids}>
        <QtiStylesheets hrefs={read.stylesheets} scope={ids} />
        <QtiContext.Provider value={context}>
          {renderChildren(read.body, context)}
          {read.modalFeedback.map((feedback, index) => renderNode(feedback, context, `modal-${index}`))}
        </QtiContext.Provider>
        {score !== null && (
          <p className="lms-qti__score">
            Score on this Question: {score}
            {maxScore !== null ? ` of ${maxScore}` : ''}
          </p>
        )}
      </div>
    </div>
  );
}
