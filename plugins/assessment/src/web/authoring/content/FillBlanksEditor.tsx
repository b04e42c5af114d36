import { useRef } from 'react';
import { TextAreaField } from '@lms/sdk/web';
import { blankMarkers } from '../../../schemas/contentRules.ts';
import { MAX_TEMPLATE_LENGTH } from '../../../schemas/itemContentSchemas.ts';
import type { Blank, FillBlanksContent } from '../../../schemas/itemTypes.ts';
import { AcceptedAnswers } from './AcceptedAnswers.tsx';
import type { ContentEditorProps } from './contentEditorProps.ts';
import { ErrorText } from './ErrorText.tsx';

/** The blanks a text names, each once, in order: those known already keep their answers. */
function blanksOf(template: string, known: ReadonlyMap<string, Blank>): Blank[] {
  return [...new Set(blankMarkers(template))].map((id) => known.get(id) ?? { id, answers: [''], case_sensitive: false });
}

/** Fill in the blanks: a text with {{name}} where each blank goes, and each blank's accepted answers. */
export function FillBlanksEditor({ content, onChange, errors }: ContentEditorProps<FillBlanksContent>) {
  // Blanks the text no longer names, kept while the editor is open: retyping {{name}} brings their answers back.
  const remembered = useRef(new Map<string, Blank>());
  const setTemplate = (template: string) => {
    for (const blank of content.blanks) remembered.current.set(blank.id, blank);
    onChange({ template, blanks: blanksOf(template, remembered.current) });
  };
  const setBlank = (index: number, blank: Blank) => onChange({ ...content, blanks: content.blanks.map((old, at) => (at === index ? blank : old)) });
  return (
    <div className="lms-authoring-group">
      <TextAreaField
        label="Text with blanks"
        rows={4}
        maxLength={MAX_TEMPLATE_LENGTH}
        value={content.template}
        onChange={setTemplate}
        hint="Write {{name}} where each blank goes, e.g. Water boils at {{temp}} degrees. Each name once: letters, digits, dots, dashes or underscores."
        error={errors['content/template']}
      />
      <ErrorText message={errors['content/blanks']} />
      {content.blanks.length === 0 && <p className="lms-assessment-muted">No blanks yet.</p>}
      {content.blanks.map((blank, index) => (
        <AcceptedAnswers
          key={blank.id}
          legend={`Blank {{${blank.id}}}`}
          answers={blank.answers}
          caseSensitive={blank.case_sensitive}
          onChange={(answers, case_sensitive) => setBlank(index, { id: blank.id, answers, case_sensitive })}
          path={`content/blanks/${index}`}
          errors={errors}
        />
      ))}
    </div>
  );
}
