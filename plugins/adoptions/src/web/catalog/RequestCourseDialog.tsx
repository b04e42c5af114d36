import { Button, Form, FormField, FormStatusLine, Modal, SubmitButton, useApi, useLmsForm } from '@lms/sdk/web';
import { ADOPTION_MESSAGES, REQUEST_FIELD_LABELS, type RequestField } from '../../schemas/adoptionMessages.ts';
import type { ApiCatalogEntry } from '../../schemas/adoptionTypes.ts';
import { adoptionsApi } from '../adoptionsApi.ts';
import { requiredFields } from '../fieldErrors.ts';

type RequestValues = Record<RequestField, string>;

const EMPTY: RequestValues = { course_title: '', course_start_date: '', course_enrollment: '' };
const rules = requiredFields<RequestValues>({ course_title: 'course_title', course_start_date: 'course_start_date', course_enrollment: 'course_enrollment' });

interface RequestCourseDialogProps {
  course: ApiCatalogEntry;
  onSent(): void;
  onClose(): void;
}

/** The course an instructor means to teach from a catalog course (part 1 §5: course name and number, start date, expected enrollment). */
export function RequestCourseDialog({ course, onSent, onClose }: RequestCourseDialogProps) {
  const api = useApi();
  const form = useLmsForm<RequestValues>({ defaultValues: EMPTY, rules, invalidMessage: ADOPTION_MESSAGES.requiredFields, warnUnsaved: false });

  const send = async (values: RequestValues) => {
    await adoptionsApi.request(api, { course_id: course._id, ...values });
    onSent();
  };

  return (
    <Modal title={`Request ${course.title}`} onClose={onClose}>
      <Form form={form} onSubmit={send} className="lms-adoptions-form">
        <FormField name="course_title" label={REQUEST_FIELD_LABELS.course_title} maxLength={300} />
        <FormField name="course_start_date" label={REQUEST_FIELD_LABELS.course_start_date} type="date" />
        <FormField name="course_enrollment" label={REQUEST_FIELD_LABELS.course_enrollment} inputMode="numeric" maxLength={40} />
        <FormStatusLine success={false} />
        <div className="lms-adoptions-actions">
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton label="Send request" busyLabel="Sending…" />
        </div>
      </Form>
    </Modal>
  );
}
