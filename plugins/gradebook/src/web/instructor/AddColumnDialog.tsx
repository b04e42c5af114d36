import { Button, CheckboxField, Form, FormField, FormStatusLine, Modal, NumberField, SelectField, SubmitButton, useLmsForm, useNotify } from '@lms/sdk/web';
import { addColumn } from '../../calls/gradebookCalls.ts';
import { DEFAULT_CUSTOM_MAX } from './gradeFormat.ts';
import { useCallMutation } from './gradebookData.ts';

interface ColumnValues {
  title: string;
  /** A day (yyyy-mm-dd), due at 23:59 that day (part 3 §9's default time of day); empty for none. */
  due_date: string;
  max_score: string;
  show: boolean;
  /** A lesson id, or '' for none. */
  lesson: string;
}

const NO_LESSON = '';

/** The custom column's rule, with the server's words (its ColumnWriter): a title, and a max score above 0 (2 decimals at most). */
export function validateColumn(values: ColumnValues) {
  const errors: { field: string; message: string }[] = [];
  if (values.title.trim() === '') errors.push({ field: 'title', message: 'A column needs a title.' });
  else if (values.title.trim().length > 200) errors.push({ field: 'title', message: 'Keep the title to 200 characters.' });
  const max = values.max_score.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(max) || Number(max) <= 0) errors.push({ field: 'max_score', message: 'The max score must be a number greater than 0.' });
  return errors;
}

const dueAt = (day: string) => (day === '' ? null : new Date(`${day}T23:59`).toISOString());

interface AddColumnDialogProps {
  courseId: string;
  lessons: readonly { id: string; title: string }[];
  onClose(): void;
  onAdded(): void;
}

/** Adds a custom column (part 3 §7 add_column): title, due date, max score (999 by default), shown to students, lesson. */
export function AddColumnDialog({ courseId, lessons, onClose, onAdded }: AddColumnDialogProps) {
  const notify = useNotify();
  const add = useCallMutation(addColumn);
  const form = useLmsForm<ColumnValues>({
    defaultValues: { title: '', due_date: '', max_score: String(DEFAULT_CUSTOM_MAX), show: true, lesson: NO_LESSON },
    rules: validateColumn,
    warnUnsaved: false,
  });
  const submit = async (values: ColumnValues) => {
    await add.mutateAsync({
      params: { courseId },
      body: {
        title: values.title.trim(),
        due_date: dueAt(values.due_date),
        max_score: Number(values.max_score),
        show: values.show,
        type: 'custom',
        lesson: values.lesson === NO_LESSON ? null : values.lesson,
      },
    });
    notify({ type: 'success', message: 'Added' });
    onAdded();
  };
  return (
    <Modal title="Add a column" size="wide" onClose={onClose}>
      <Form form={form} aria-label="New column" onSubmit={submit}>
        <FormField name="title" label="Title" />
        <FormField name="due_date" label="Due date" type="date" hint="Due at 23:59 that day; empty for none." />
        <NumberField name="max_score" label="Max score" />
        <CheckboxField name="show" label="Show to students" />
        <SelectField name="lesson" label="Lesson" options={[{ value: NO_LESSON, label: 'No lesson' }, ...lessons.map((lesson) => ({ value: lesson.id, label: lesson.title }))]} />
        <FormStatusLine />
        <div className="gb-dialog__actions">
          <SubmitButton label="Add column" busyLabel="Adding…" />
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </Form>
    </Modal>
  );
}
