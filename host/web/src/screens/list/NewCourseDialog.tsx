import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Form, FormField, FormStatusLine, Modal, SelectField, SubmitButton, useLmsForm, type CourseListEntry } from '@lms/sdk/web';
import { COURSE_CREATION_MESSAGES, createCourse, type NewCourseBody } from '@lms/sdk/calls';
import { useShell } from '../../app/ShellContext.ts';

interface NewCourseValues {
  title: string;
  instructor_email: string;
  startDate: string;
  end_date: string;
  copy_of: string;
}

const EMPTY: NewCourseValues = { title: '', instructor_email: '', startDate: '', end_date: '', copy_of: '' };

/** A date input's day as the server's ISO time (midnight UTC); empty: not given. */
const isoDay = (day: string) => (day ? `${day}T00:00:00.000Z` : undefined);

const rules = (values: NewCourseValues) => {
  const errors = [];
  if (!values.title.trim()) errors.push({ field: 'title' as const, message: COURSE_CREATION_MESSAGES.titleMissing });
  if (values.startDate && values.end_date && values.end_date <= values.startDate) errors.push({ field: 'end_date' as const, message: COURSE_CREATION_MESSAGES.endBeforeStart });
  return errors;
};

interface NewCourseDialogProps {
  /** The courses the caller teaches: a new course may start as a copy of one. */
  teaching: readonly CourseListEntry[];
  /** Administrators make a course for another account. */
  chooseInstructor: boolean;
  onClose(): void;
}

/** Issue 24 item 3: a new course, empty or a copy of one the caller teaches; opens it once made. */
export function NewCourseDialog({ teaching, chooseInstructor, onClose }: NewCourseDialogProps) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useLmsForm<NewCourseValues>({ defaultValues: EMPTY, rules, warnUnsaved: false });
  const sources = [{ value: '', label: 'An empty course' }, ...teaching.map((course) => ({ value: course._id, label: `A copy of ${course.title}` }))];

  const create = async (values: NewCourseValues) => {
    const body: NewCourseBody = {
      title: values.title.trim(),
      ...(chooseInstructor && values.instructor_email.trim() ? { instructor_email: values.instructor_email.trim() } : {}),
      ...(values.startDate ? { startDate: isoDay(values.startDate) } : {}),
      ...(values.end_date ? { end_date: isoDay(values.end_date) } : {}),
      ...(values.copy_of ? { copy_of: values.copy_of } : {}),
    };
    const answer = await api.call(createCourse, { body });
    await queryClient.invalidateQueries({ queryKey: ['courses'] });
    onClose();
    navigate(`/${answer.course._id}`);
  };

  return (
    <Modal title="New course" onClose={onClose} size="wide">
      <Form form={form} onSubmit={create}>
        <FormField name="title" label="Title" maxLength={500} autoComplete="off" />
        {chooseInstructor && <FormField name="instructor_email" label="Instructor's email" type="email" hint="Leave empty to teach it yourself." />}
        <FormField name="startDate" label="Start date" type="date" />
        <FormField name="end_date" label="End date" type="date" />
        {teaching.length > 0 && <SelectField name="copy_of" label="Start from" options={sources} hint="A copy shares the lessons until you edit them." />}
        <FormStatusLine success={false} />
        <div className="new-course__actions">
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton label="Create course" busyLabel="Creating…" />
        </div>
      </Form>
    </Modal>
  );
}
