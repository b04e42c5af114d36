import type { ShortTextContent } from '../../../schemas/itemTypes.ts';
import { AcceptedAnswers } from './AcceptedAnswers.tsx';
import type { ContentEditorProps } from './contentEditorProps.ts';

/** Short text: its accepted answers and case rule. */
export function ShortTextEditor({ content, onChange, errors }: ContentEditorProps<ShortTextContent>) {
  return (
    <AcceptedAnswers
      legend="Accepted answers"
      answers={content.answers}
      caseSensitive={content.case_sensitive}
      onChange={(answers, case_sensitive) => onChange({ answers, case_sensitive })}
      path="content"
      errors={errors}
    />
  );
}
