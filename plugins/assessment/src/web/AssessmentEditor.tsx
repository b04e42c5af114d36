import { useId, type ReactNode } from 'react';
import { OtherFieldErrors, TextAreaField, type ComponentEditorProps } from '@lms/sdk/web';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../schemas/assessmentConfig.ts';
import { AdaptiveItemsSection } from './adaptive/AdaptiveItemsSection.tsx';
import { AttemptSettings } from './editor/AttemptSettings.tsx';
import { CheckField } from './editor/CheckField.tsx';
import { fieldError } from './editor/fieldError.ts';
import { LatePolicyFields } from './editor/LatePolicyFields.tsx';
import { QuestionSettings } from './editor/QuestionSettings.tsx';
import { QtiExportLinks } from './editor/QtiExportLinks.tsx';
import { QuizTypeSettings } from './editor/QuizTypeSettings.tsx';
import { ReviewSettings } from './editor/ReviewSettings.tsx';
import { TimingSettings } from './editor/TimingSettings.tsx';
import { ItemPicker } from './ItemPicker.tsx';
import { useBankItems } from './useBankItems.ts';
import './assessment.css';
import './editor/editor.css';

/** A video quiz's and a branching quiz's own settings: the form shows them for that kind of quiz only. */
const QUIZ_TYPE_FIELDS: Record<'video' | 'branching', string[]> = { video: ['video', 'stop_points'], branching: ['adaptive'] };

/** The config fields whose save messages show at their place in the form (any other message shows under it). */
const COMMON_FIELDS = Object.keys(DEFAULT_ASSESSMENT_CONFIG).filter((field) => !Object.values(QUIZ_TYPE_FIELDS).flat().includes(field));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="lms-assessment-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * The assessment's every setting (part 2 §3 "Assessment config"), each with
 * its help, and the messages of a failed save (part 2 §5) under the setting
 * they concern; on a page of a course with adaptive learning on, the page's
 * adaptive item list (issue 18 item 8).
 */
export default function AssessmentEditor({ component, value, onChange, errors, courseId, pageId }: ComponentEditorProps<AssessmentConfig>) {
  const bank = useBankItems(courseId);
  // A patch applies to the config as it is then: a video uploaded for a video quiz arrives after other edits may have happened.
  const set = (patch: Partial<AssessmentConfig>) => onChange((current) => ({ ...current, ...patch }));
  const settings = { value, set, errors };
  const fields = value.sub_type === null ? COMMON_FIELDS : [...COMMON_FIELDS, ...QUIZ_TYPE_FIELDS[value.sub_type]];
  const shown = Object.keys(errors).filter((key) => fields.some((field) => key === field || key.startsWith(`${field}/`)));

  return (
    <div className="lms-assessment-editor">
      <Section title="About this assessment">
        <TextAreaField
          label="Instructions"
          value={value.instructions}
          onChange={(instructions) => set({ instructions })}
          rows={3}
          hint="Shown before students start."
          error={fieldError(errors, 'instructions')}
        />
        <CheckField label="Graded (counts in the grade)" checked={value.graded} onChange={(graded) => set({ graded })} hint="A practice quiz is not graded." error={fieldError(errors, 'graded')} />
      </Section>
      <Section title="Questions and marking">
        <ItemPicker courseId={courseId} items={value.items} onChange={(items) => set({ items })} bank={bank} error={fieldError(errors, 'items')} />
        <QuestionSettings {...settings} />
        {component._id && <QtiExportLinks courseId={courseId} componentId={component._id} />}
      </Section>
      <Section title="Kind of quiz">
        <QuizTypeSettings {...settings} courseId={courseId} bank={bank} />
      </Section>
      <Section title="Dates and time limit">
        <TimingSettings {...settings} />
      </Section>
      <Section title="Attempts and late work">
        <AttemptSettings {...settings} />
        <LatePolicyFields {...settings} />
      </Section>
      <Section title="What students see">
        <ReviewSettings {...settings} />
      </Section>
      {pageId && <AdaptiveItemsSection courseId={courseId} pageId={pageId} />}
      <OtherFieldErrors errors={errors} shownFields={shown} />
    </div>
  );
}
