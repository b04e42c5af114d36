import { useId } from 'react';
import { readDateParts, splitDate } from '@lms/sdk/rules';
import { getCourseSettings } from '@lms/sdk/calls';
import { ApiError, Button, Form, FormField, FormStatusLine, Modal, useLmsForm, useNotify } from '@lms/sdk/web';
import { editSection, type ApiSection } from '../calls/programCalls.ts';
import { PROGRAM_MESSAGES } from '../calls/programMessages.ts';
import { programFailure } from './programFailure.ts';
import { PROGRAMS_CHANGED, useCallMutation, useCallQuery } from './serverData.ts';

/** professors_info's fields (part 2 §3 Course), as the dialog labels them. */
const INFO_FIELDS = [
  ['institution', 'Institution'],
  ['location', 'Location'],
  ['fromDate', 'From (date)'],
  ['toDate', 'To (date)'],
  ['times', 'Times'],
  ['office_hours', 'Office hours'],
] as const;
type InfoField = (typeof INFO_FIELDS)[number][0];
type SectionValues = { title: string; open_date: string } & Record<InfoField, string>;

const toLocalInput = (iso: string | null) => {
  const { date, time } = splitDate(iso);
  return iso === null ? '' : `${date}T${time}`;
};
const fromLocalInput = (value: string) => {
  const [date = '', time = ''] = value.split('T');
  return readDateParts(date, time)?.toISOString() ?? null;
};

function EditForm({ section, values, onClose }: { section: ApiSection; values: SectionValues; onClose(): void }) {
  const formId = useId();
  const notify = useNotify();
  const edit = useCallMutation(editSection, { emits: PROGRAMS_CHANGED });
  const form = useLmsForm<SectionValues>({
    defaultValues: values,
    rules: (draft) => [
      ...(draft.title.trim() ? [] : [{ field: 'title', message: 'A section needs a title.' }]),
      ...(draft.open_date && !fromLocalInput(draft.open_date) ? [{ field: 'open_date', message: 'Please enter a valid date.' }] : []),
    ],
    // A refused field is said at the field; any other failure with the spec's words for a title not saved.
    failureMessage: (error) => (error instanceof ApiError && error.status === 422 ? error.message : PROGRAM_MESSAGES.titleNotUpdated),
    warnUnsaved: false,
  });
  return (
    <Modal
      title={`Edit ${section.title}`}
      size="wide"
      onClose={() => !edit.isPending && onClose()}
      actions={
        <>
          <Button variant="secondary" disabled={edit.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={edit.isPending}>
            {edit.isPending ? 'Saving…' : 'Save section'}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        form={form}
        onSubmit={async (draft) => {
          const info = Object.fromEntries(INFO_FIELDS.map(([field]) => [field, draft[field].trim() || null]));
          const answer = await edit.mutateAsync({ params: { courseId: section.id }, body: { title: draft.title.trim(), open_date: draft.open_date ? fromLocalInput(draft.open_date) : null, professors_info: info } });
          notify({ type: 'success', message: answer.message });
          onClose();
        }}
      >
        <FormStatusLine success={false} />
        <FormField name="title" label="Title" maxLength={500} />
        <FormField name="open_date" label="Opens" type="datetime-local" hint="Empty: open at once." />
        {INFO_FIELDS.map(([field, label]) => (
          <FormField key={field} name={field} label={label} maxLength={field === 'office_hours' ? 2000 : field === 'fromDate' || field === 'toDate' ? 100 : 500} />
        ))}
      </Form>
    </Modal>
  );
}

/**
 * PUT edit/{id} (part 3 §7) for one section: its title, open date and
 * professors_info, read first from the course's settings so a save keeps what
 * it does not show changed.
 */
export function SectionEditor({ section, onClose }: { section: ApiSection; onClose(): void }) {
  const settings = useCallQuery(getCourseSettings, { params: { courseId: section.id } });
  if (settings.error) {
    return (
      <Modal title={`Edit ${section.title}`} onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
        <p role="alert">{programFailure(settings.error)}</p>
      </Modal>
    );
  }
  if (!settings.data) return <p role="status">Reading the section…</p>;
  const { title, open_date, professors_info } = settings.data.settings;
  const info = professors_info as Partial<Record<InfoField, string | null>>;
  const values = { title, open_date: toLocalInput(open_date ?? null), ...Object.fromEntries(INFO_FIELDS.map(([field]) => [field, info[field] ?? ''])) } as SectionValues;
  return <EditForm section={section} values={values} onClose={onClose} />;
}
