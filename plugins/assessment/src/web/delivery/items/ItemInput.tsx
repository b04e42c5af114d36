import { useId } from 'react';
import { RICH_TEXT_CLASS } from '@lms/sdk/web';
import type { ItemToAnswer, ItemWithAnswers } from '../../../calls/deliveryCalls.ts';
import { MultipleResponseInput, SingleChoiceInput, TrueFalseInput } from './ChoiceInput.tsx';
import { FileUploadInput } from './FileUploadInput.tsx';
import { FillBlanksInput } from './FillBlanksInput.tsx';
import { MatchingInput } from './MatchingInput.tsx';
import { OrderingInput } from './OrderingInput.tsx';
import { QtiItemView } from '../qti/QtiItemView.tsx';
import { RecordingInput } from './RecordingInput.tsx';
import { EssayAnswerInput, LineAnswerInput } from './TextAnswerInput.tsx';
import type { TypeInputProps } from './itemInputProps.ts';
import '../delivery.css';

export interface ItemInputProps {
  /** An item as delivered (GET attempt/), or with its answers (review, regrade/get): the answers are not shown here. */
  item: ItemToAnswer | ItemWithAnswers;
  /** The response so far (README "Types, their content and their responses"); undefined when unanswered. */
  response: unknown;
  onChange(response: unknown): void;
  /** Review and grading: shown, not changed. */
  readOnly?: boolean;
  /** Makes input ids unique when several items show at once; a generated one otherwise. */
  idPrefix?: string;
  /**
   * The course of the attempt: audio, video and file answers upload to its
   * file library and play from it. Without it, such an answer says only that
   * a file was sent.
   */
  courseId?: string;
}

/**
 * One item of any of the 15 types: its prompt (HTML the server sanitised when
 * the item was written) and the input of its type, named by the prompt. Used
 * to answer, and read-only to review and grade.
 */
export function ItemInput({ item, response, onChange, readOnly = false, idPrefix, courseId }: ItemInputProps) {
  const generated = useId();
  const ids = idPrefix ?? `item${generated.replace(/:/g, '')}`;
  const promptId = `${ids}-prompt`;
  const props = { response, onChange, readOnly, ids, promptId };
  return (
    <div className="lms-item" data-type={item.type}>
      {item.prompt ? (
        <div id={promptId} className={`lms-item__prompt ${RICH_TEXT_CLASS}`} dangerouslySetInnerHTML={{ __html: item.prompt }} />
      ) : (
        // Without a prompt the title (plain text, never markup) asks the Question.
        <p id={promptId} className="lms-item__prompt">
          {item.title}
        </p>
      )}
      {inputFor(item, props, courseId)}
    </div>
  );
}

function inputFor(item: ItemToAnswer | ItemWithAnswers, props: Omit<TypeInputProps, 'item'>, courseId: string | undefined) {
  switch (item.type) {
    case 'single_choice':
      return <SingleChoiceInput item={item} {...props} />;
    case 'multiple_response':
      return <MultipleResponseInput item={item} {...props} />;
    case 'true_false':
      return <TrueFalseInput item={item} {...props} />;
    case 'short_text':
    case 'numeric':
      return <LineAnswerInput item={item} {...props} />;
    case 'fill_blanks':
      return <FillBlanksInput item={item} {...props} />;
    case 'ordering':
      return <OrderingInput item={item} {...props} />;
    case 'matching':
      return <MatchingInput item={item} {...props} />;
    case 'longtext':
    case 'longtextV2':
    case 'plaintext':
      return <EssayAnswerInput item={item} {...props} />;
    case 'audio':
    case 'video':
      return <RecordingInput item={item} courseId={courseId} {...props} />;
    case 'fileupload':
      return <FileUploadInput item={item} courseId={courseId} {...props} />;
    case 'qti':
      return <QtiItemView content={item.content} response={props.response} onChange={props.onChange} readOnly={props.readOnly} ids={props.ids} courseId={courseId} />;
  }
}
