import type { ProfessorCourseField } from '@lms/contract/rules';
import { fieldId } from '../login/form/fieldId.ts';
import { FormField } from '@lms/sdk/web';

export type CourseValues = Record<ProfessorCourseField, string>;

const LABELS: Record<ProfessorCourseField, string> = {
  course_title: 'Course name and number',
  course_start_date: 'Course start date (mm/dd/yyyy hh:mm)',
  course_enrollment: 'Expected enrollment count',
};

/** The course an instructor means to teach, when the brand asks for it (part 1 §5 Professor registration): fields of the enclosing <Form>. */
export function CourseFields({ form, demanded }: { form: string; demanded: readonly ProfessorCourseField[] }) {
  return (
    <>
      {demanded.map((field) => (
        <FormField key={field} name={field} id={fieldId(form, field)} label={LABELS[field]} inputMode={field === 'course_enrollment' ? 'numeric' : undefined} />
      ))}
    </>
  );
}
