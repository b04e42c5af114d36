import { useState, type FormEvent } from 'react';
import { FormField, useApi } from '@lms/sdk/web';
import { REQUEST_FIELD_LABELS, type RequestField } from '../../schemas/adoptionMessages.ts';
import type { ApiCatalogEntry } from '../../schemas/adoptionTypes.ts';
import { adoptionsApi } from '../adoptionsApi.ts';
import { errorsOf, missingFields, NO_ERRORS, type FormErrors } from '../fieldErrors.ts';
import { ModalDialog } from '../ModalDialog.tsx';

const EMPTY: Record<RequestField, string> = { course_title: '', course_start_date: '', course_enrollment: '' };
const KINDS: Record<string, RequestField> = { course_title: 'course_title', course_start_date: 'course_start_date', course_enrollment: 'course_enrollment' };

interface RequestCourseDialogProps {
  course: ApiCatalogEntry;
  onSent(): void;
  onClose(): void;
}

/** The course an instructor means to teach from a catalog course (part 1 §5: course name and number, start date, expected enrollment). */
export function RequestCourseDialog({ course, onSent, onClose }: RequestCourseDialogProps) {
  const api = useApi();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [sending, setSending] = useState(false);
  const update = (field: RequestField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values, KINDS);
    if (missing) return setErrors(missing);
    setSending(true);
    try {
      await adoptionsApi.request(api, { course_id: course._id, ...values });
      onSent();
    } catch (error) {
      setErrors(errorsOf(error));
      setSending(false);
    }
  };

  return (
    <ModalDialog title={`Request ${course.title}`} onClose={onClose}>
      <form className="lms-adoptions-form" onSubmit={(event) => void send(event)} noValidate>
        <FormField label={REQUEST_FIELD_LABELS.course_title} value={values.course_title} onChange={update('course_title')} error={errors.fields.course_title} maxLength={300} />
        <FormField
          label={REQUEST_FIELD_LABELS.course_start_date}
          type="date"
          value={values.course_start_date}
          onChange={update('course_start_date')}
          error={errors.fields.course_start_date}
        />
        <FormField
          label={REQUEST_FIELD_LABELS.course_enrollment}
          inputMode="numeric"
          value={values.course_enrollment}
          onChange={update('course_enrollment')}
          error={errors.fields.course_enrollment}
          maxLength={40}
        />
        {errors.form && (
          <p className="lms-field-error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="lms-adoptions-actions">
          <button type="button" className="lms-adoptions-button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="lms-adoptions-button lms-adoptions-primary" disabled={sending}>
            Send request
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
