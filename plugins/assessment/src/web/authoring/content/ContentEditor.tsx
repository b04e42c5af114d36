import type { FillBlanksContent, ItemType, MatchingContent, OrderingContent, ShortTextContent, TrueFalseContent } from '../../../schemas/itemTypes.ts';
import type { FieldErrors } from '../fieldErrors.ts';
import { ChoicesEditor, type ChoicesForm } from './ChoicesEditor.tsx';
import type { ContentForm } from './contentForm.ts';
import { FillBlanksEditor } from './FillBlanksEditor.tsx';
import { ManualLimitsEditor } from './ManualLimitsEditor.tsx';
import { MatchingEditor } from './MatchingEditor.tsx';
import { NumericEditor, type NumericForm } from './NumericEditor.tsx';
import { OrderingEditor } from './OrderingEditor.tsx';
import { QtiXmlEditor } from './QtiXmlEditor.tsx';
import { ShortTextEditor } from './ShortTextEditor.tsx';
import { TrueFalseEditor } from './TrueFalseEditor.tsx';

interface ContentEditorProps {
  type: ItemType;
  content: ContentForm;
  onChange(content: ContentForm): void;
  errors: FieldErrors;
}

/** The editor of a type's content (README "Types, their content and their responses"). */
export function ContentEditor({ type, content, onChange, errors }: ContentEditorProps) {
  // Each editor is given the content its type holds; the form starts and loads it that way (contentForm.ts).
  const as = <C,>() => ({ content: content as unknown as C, onChange: onChange as unknown as (content: C) => void, errors });
  switch (type) {
    case 'single_choice':
    case 'multiple_response':
      return <ChoicesEditor {...as<ChoicesForm>()} multiple={type === 'multiple_response'} />;
    case 'true_false':
      return <TrueFalseEditor {...as<TrueFalseContent>()} />;
    case 'short_text':
      return <ShortTextEditor {...as<ShortTextContent>()} />;
    case 'numeric':
      return <NumericEditor {...as<NumericForm>()} />;
    case 'fill_blanks':
      return <FillBlanksEditor {...as<FillBlanksContent>()} />;
    case 'ordering':
      return <OrderingEditor {...as<OrderingContent>()} />;
    case 'matching':
      return <MatchingEditor {...as<MatchingContent>()} />;
    case 'qti':
      return <QtiXmlEditor content={content} onChange={onChange} errors={errors} />;
    default:
      return <ManualLimitsEditor type={type} content={content} onChange={onChange} errors={errors} />;
  }
}
