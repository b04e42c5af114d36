import { useState, type FormEvent } from 'react';
import { formatEnteredDate, parseEnteredDate } from '@lms/contract/rules';
import { FormDialog } from './FormDialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { LockFields } from '@lms/sdk/calls';

interface ScheduleDialogProps {
  title: string;
  schedule: LockFields;
  busy: boolean;
  onSave(schedule: LockFields): void;
  onCancel(): void;
}

/**
 * An item's open date (part 2 §4 Visibility): typed as mm/dd/yyyy hh:mm (part 1 §5 Dates),
 * with whether students only see it from that date on.
 */
export function ScheduleDialog({ title, schedule, busy, onSave, onCancel }: ScheduleDialogProps) {
  const [openDate, setOpenDate] = useState(formatEnteredDate(schedule.open_date));
  const [hidden, setHidden] = useState(schedule.suppress_until_available);
  const [error, setError] = useState<string>();
  const formId = 'schedule-form';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseEnteredDate(openDate);
    if (!parsed.ok) return setError(parsed.message);
    onSave({ open_date: parsed.date ? parsed.date.toISOString() : null, suppress_until_available: parsed.date ? hidden : false });
  };

  return (
    <FormDialog title={`Schedule ${title}`} formId={formId} submitLabel="Save schedule" busyLabel="Saving…" busy={busy} onCancel={onCancel}>
      <form id={formId} noValidate onSubmit={submit}>
        <TextField id="schedule-open-date" label="Opens on (mm/dd/yyyy hh:mm)" value={openDate} onChange={setOpenDate} error={error} placeholder="mm/dd/yyyy hh:mm" />
        <div className="field field--check">
          <input id="schedule-hidden" type="checkbox" checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
          <label htmlFor="schedule-hidden">Hide from students until it opens</label>
        </div>
        <p className="schedule-note">Leave the date empty for no schedule. Instructors always see the item.</p>
      </form>
    </FormDialog>
  );
}
