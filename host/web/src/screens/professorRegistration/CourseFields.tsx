import type { ProfessorCourseField } from '@lms/contract/rules';
import { TextField } from '../../ui/TextField.tsx';
import { fieldId } from '../login/form/fieldId.ts';

export type CourseValues = Record<ProfessorCourseField, string>;

const LABELS: Record<ProfessorCourseField, string> = {
  course_title: 'Course name and number',
  course_start_date: 'Course start date (mm/dd/yyyy hh:mm)',
  course_enrollment: 'Expected enrollment count',
};

interface CourseFieldsProps {
  form: string;
  /** The fields the label bundle demands (additional_fields), in this order. */
  demanded: readonly ProfessorCourseField[];
  values: CourseValues;
  update(changes: Partial<CourseValues>): void;
  errors: Readonly<Record<string, string>>;
}

/** The course an instructor means to teach, when the brand asks for it (part 1 §5 Professor registration). */
export function CourseFields({ form, demanded, values, update, errors }: CourseFieldsProps) {
  return (
    <>
      {demanded.map((field) => (
        <TextField
          key={field}
          id={fieldId(form, field)}
          label={LABELS[field]}
          inputMode={field === 'course_enrollment' ? 'numeric' : undefined}
          value={values[field]}
          onChange={(value) => update({ [field]: value })}
          error={errors[field]}
        />
      ))}
    </>
  );
}
