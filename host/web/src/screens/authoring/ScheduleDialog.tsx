import { formatEnteredDate, parseEnteredDate } from '@lms/contract/rules';
import { CheckboxField, Form, FormField, useLmsForm } from '@lms/sdk/web';
import { FormDialog } from './FormDialog.tsx';
import type { LockFields } from '@lms/sdk/calls';

interface ScheduleDialogProps {
  title: string;
  schedule: LockFields;
  busy: boolean;
  onSave(schedule: LockFields): void;
  onCancel(): void;
}

interface ScheduleValues {
  openDate: string;
  hidden: boolean;
}

function scheduleRules({ openDate }: ScheduleValues) {
  const parsed = parseEnteredDate(openDate);
  return parsed.ok ? [] : [{ field: 'openDate', message: parsed.message }];
}

/**
 * An item's open date (part 2 §4 Visibility): typed as mm/dd/yyyy hh:mm (part 1 §5 Dates),
 * with whether students only see it from that date on.
 */
export function ScheduleDialog({ title, schedule, busy, onSave, onCancel }: ScheduleDialogProps) {
  const form = useLmsForm<ScheduleValues>({
    defaultValues: { openDate: formatEnteredDate(schedule.open_date), hidden: schedule.suppress_until_available },
    rules: scheduleRules,
    warnUnsaved: false,
  });
  const formId = 'schedule-form';

  const submit = ({ openDate, hidden }: ScheduleValues) => {
    const parsed = parseEnteredDate(openDate);
    if (parsed.ok) onSave({ open_date: parsed.date ? parsed.date.toISOString() : null, suppress_until_available: parsed.date ? hidden : false });
  };

  return (
    <FormDialog title={`Schedule ${title}`} formId={formId} submitLabel="Save schedule" busyLabel="Saving…" busy={busy} onCancel={onCancel}>
      <Form form={form} id={formId} onSubmit={submit}>
        <FormField name="openDate" id="schedule-open-date" label="Opens on (mm/dd/yyyy hh:mm)" placeholder="mm/dd/yyyy hh:mm" />
        <CheckboxField name="hidden" id="schedule-hidden" label="Hide from students until it opens" />
        <p className="schedule-note">Leave the date empty for no schedule. Instructors always see the item.</p>
      </Form>
    </FormDialog>
  );
}
