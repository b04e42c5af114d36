import { Button, Form, FormField, FormStatusLine, Modal, SelectField, SubmitButton, useLmsForm, useNotify } from '@lms/sdk/web';
import { getStudentOverride, saveStudentOverride, type OverrideTerms } from '../../calls/assessmentCalls.ts';
import { useCallMutation, useCallQuery } from './gradebookData.ts';

/** Part 3 §8 "Gradebook": the success of a student override saved from the gradebook. */
export const OVERRIDE_SAVED = 'Student override saved. Please click reload to get updated values';
/** Part 3 §8: a field the form cannot read. */
const VERIFY = 'Please verify the entered values.';

/** The form's text of each term; an empty field takes the assessment's value. */
interface OverrideValues {
  open_date: string;
  due_date: string;
  close_date: string;
  /** Minutes (the wire has seconds). */
  time_limit: string;
  submission_attempts: string;
  penalty: string;
  per: string;
  max: string;
}

const PERIODS = [
  { value: '3600', label: 'Hour' },
  { value: '86400', label: 'Day' },
  { value: '604800', label: 'Week' },
];
const WHOLE = /^\d+$/;
const DATE_FIELDS = ['open_date', 'due_date', 'close_date'] as const;

/** An ISO date as a datetime-local input shows it (the browser's time zone). */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function valuesOf(terms: OverrideTerms | null): OverrideValues {
  return {
    open_date: localInput(terms?.open_date ?? null),
    due_date: localInput(terms?.due_date ?? null),
    close_date: localInput(terms?.close_date ?? null),
    time_limit: terms?.time_limit === null || terms?.time_limit === undefined ? '' : String(terms.time_limit / 60),
    submission_attempts: terms?.submission_attempts === null || terms?.submission_attempts === undefined ? '' : String(terms.submission_attempts),
    penalty: terms?.policy ? String(terms.policy.penalty) : '',
    per: terms?.policy ? String(terms.policy.per) : '86400',
    max: terms?.policy ? String(terms.policy.max) : '',
  };
}

/** Whole numbers where the form asks for them; a late policy needs both its numbers or neither. */
export function validateOverride(values: OverrideValues) {
  const errors: { field: string; message: string }[] = [];
  for (const field of ['time_limit', 'submission_attempts', 'penalty', 'max'] as const) {
    if (values[field].trim() !== '' && !WHOLE.test(values[field].trim())) errors.push({ field, message: VERIFY });
  }
  if ((values.penalty.trim() === '') !== (values.max.trim() === '')) errors.push({ field: values.penalty.trim() === '' ? 'penalty' : 'max', message: VERIFY });
  for (const field of DATE_FIELDS) if (values[field] !== '' && Number.isNaN(new Date(values[field]).getTime())) errors.push({ field, message: VERIFY });
  return errors;
}

/** The POST body: every term, null where the field is empty (the assessment's value); all null removes the override. */
export function overrideBody(values: OverrideValues): OverrideTerms {
  const whole = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  const minutes = whole(values.time_limit);
  const penalty = whole(values.penalty);
  const max = whole(values.max);
  return {
    open_date: values.open_date === '' ? null : new Date(values.open_date).toISOString(),
    due_date: values.due_date === '' ? null : new Date(values.due_date).toISOString(),
    close_date: values.close_date === '' ? null : new Date(values.close_date).toISOString(),
    time_limit: minutes === null ? null : minutes * 60,
    submission_attempts: whole(values.submission_attempts),
    policy: penalty === null || max === null ? null : { penalty, per: Number(values.per), max },
  };
}

interface OverrideDialogProps {
  courseId: string;
  componentId: string;
  studentId: string;
  /** "Last, First: Quiz 1". */
  title: string;
  onClose(): void;
}

/**
 * A student's own terms for one assessment (part 3 §3 "Assessment override"), through the assessment
 * plugin's calls: its dates, time limit, attempts and late policy, each empty for the assessment's value.
 */
export function OverrideDialog({ courseId, componentId, studentId, title, onClose }: OverrideDialogProps) {
  const current = useCallQuery(getStudentOverride, { params: { courseId, componentId, studentId } });
  return (
    <Modal title={`Student override: ${title}`} size="wide" onClose={onClose}>
      {current.data ? (
        <OverrideForm courseId={courseId} componentId={componentId} studentId={studentId} initial={valuesOf(current.data.override)} global={current.data.global} onClose={onClose} />
      ) : current.error ? (
        <p role="alert" className="gb-error">{`Error: ${current.error.message || VERIFY}`}</p>
      ) : (
        <p role="status">Loading…</p>
      )}
    </Modal>
  );
}

interface OverrideFormProps {
  courseId: string;
  componentId: string;
  studentId: string;
  initial: OverrideValues;
  global: OverrideTerms;
  onClose(): void;
}

const globalText = (value: string | number | null, unit = '') => (value === null || value === '' ? 'none' : `${value}${unit}`);

function OverrideForm({ courseId, componentId, studentId, initial, global, onClose }: OverrideFormProps) {
  const notify = useNotify();
  const save = useCallMutation(saveStudentOverride);
  const form = useLmsForm<OverrideValues>({ defaultValues: initial, rules: validateOverride, warnUnsaved: false });
  const assessment = valuesOf(global);
  const submit = async (values: OverrideValues) => {
    await save.mutateAsync({ params: { courseId, componentId, studentId }, body: overrideBody(values) });
    notify({ type: 'success', message: OVERRIDE_SAVED });
    onClose();
  };
  return (
    <Form form={form} aria-label="Student override" onSubmit={submit}>
      <p>Empty fields keep the assessment's values.</p>
      <FormField name="open_date" label="Open date" type="datetime-local" hint={`The assessment's: ${globalText(assessment.open_date)}`} />
      <FormField name="due_date" label="Due date" type="datetime-local" hint={`The assessment's: ${globalText(assessment.due_date)}`} />
      <FormField name="close_date" label="Close date" type="datetime-local" hint={`The assessment's: ${globalText(assessment.close_date)}`} />
      <FormField name="time_limit" label="Time limit (minutes)" hint={`0 for no time limit. The assessment's: ${globalText(assessment.time_limit, ' minutes')}`} />
      <FormField name="submission_attempts" label="Attempts" hint={`0 for unlimited. The assessment's: ${globalText(assessment.submission_attempts)}`} />
      <FormField name="penalty" label="Late penalty (%)" hint="Taken per period late; empty with the maximum for the assessment's policy." />
      <SelectField name="per" label="Per" options={PERIODS} />
      <FormField name="max" label="Most taken (%)" />
      <FormStatusLine />
      <div className="gb-dialog__actions">
        <SubmitButton label="Save override" busyLabel="Saving…" />
        <Button onClick={onClose}>Cancel</Button>
      </div>
    </Form>
  );
}
