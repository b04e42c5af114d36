import { useId, type ReactNode } from 'react';
import { ApiError, Button, CheckboxField, Form, FormField, FormStatusLine, Modal, SelectField, useFormField, useLmsForm } from '@lms/sdk/web';
import type { CourseDefaults, SettingValues } from '../calls/activitySettingsCalls.ts';
import { BULK_TEXT_FIELDS, emptyBulkForm, readBulkForm, type BulkForm } from './bulkForm.ts';
import type { PolicyForm } from './policyForm.ts';
import { PolicyFields } from './PolicyFields.tsx';
import { FIELD_LABELS, SCREEN_FIELDS, visibilityOptions, type ScreenField } from './settingFields.ts';
import { bulkProblem } from './settingsChecks.ts';

/** What a bulk save answers: nothing when saved, else a message for the dialog and messages at its fields. */
export interface BulkOutcome {
  problem: string | null;
  fields: Readonly<Record<string, string>>;
}

interface BulkEditDialogProps {
  /** The activity ids of the rows chosen (who). */
  who: readonly string[];
  rollups: readonly { id: string; title: string }[];
  /** The course's defaults: the default time for a date typed without one, and the values the form starts from. */
  defaults: CourseDefaults;
  onApply(what: ScreenField[], which: Partial<SettingValues>): Promise<BulkOutcome | null>;
  onClose(): void;
}

const TEXT_HINTS: Partial<Record<ScreenField, string>> = {
  open_date: 'MM/DD/YYYY HH:MM, empty for none',
  due_date: 'MM/DD/YYYY HH:MM, empty for none',
  close_date: 'MM/DD/YYYY HH:MM, empty for none',
  submission_attempts: '0 for unlimited',
  time_limit: 'Minutes, 0 for Not Timed',
  resume_attempts: 'Empty for no limit',
  pickx: '0 for all items',
};

/**
 * Part 3 §5 "Bulk edit", the who/what/which form: tick the fields to update,
 * give their values, and they go to every chosen row in one save. The values
 * start from the course's defaults.
 */
/** The bulk form as the kit form holds it: each field's tick by name, then the values of `BulkForm`. */
type BulkValues = Omit<BulkForm, 'ticked'> & { ticked: Record<ScreenField, boolean> };

const isTextField = (field: ScreenField): field is (typeof BULK_TEXT_FIELDS)[number] => (BULK_TEXT_FIELDS as readonly string[]).includes(field);

/** Where the form holds a field's value: a 422's or a check's message for the field lands on that control. */
function valuePath(field: string): string {
  const screenField = field as ScreenField;
  if (isTextField(screenField)) return `text.${field}`;
  if (field === 'policy') return 'policy';
  if (field === 'rollup_id' || field === 'show_responses' || field === 'show_correct_answers' || field === 'inline_check') return `choices.${field}`;
  return `checks.${field}`;
}

const ticked = (values: BulkValues): ScreenField[] => SCREEN_FIELDS.filter((field) => values.ticked[field]);
const bulkFormOf = (values: BulkValues): BulkForm => ({ ...values, ticked: new Set(ticked(values)) });

/** A dialog's refusal as the kit form takes it: the message for the dialog (none: '') and each field's message at its value. */
function refusal(problem: string | null, fields: Readonly<Record<string, string>>): ApiError {
  return new ApiError(422, 'validation', problem ?? '', Object.entries(fields).map(([field, message]) => ({ field: valuePath(field), message })));
}

/** The late policy's fields, their value held by the form under `policy`; the checkbox carries the name and the message. */
function BulkPolicyFields() {
  const policy = useFormField<PolicyForm>('policy');
  return <PolicyFields idPrefix="as-bulk-policy" name={policy.name} value={policy.value} onChange={policy.onChange} error={policy.error} />;
}

/**
 * Part 3 §5 "Bulk edit", the who/what/which form: tick the fields to update,
 * give their values, and they go to every chosen row in one save. The values
 * start from the course's defaults.
 */
export function BulkEditDialog({ who, rollups, defaults, onApply, onClose }: BulkEditDialogProps) {
  const formId = useId();
  const form = useLmsForm<BulkValues>({
    defaultValues: (() => {
      const empty = emptyBulkForm(defaults);
      return { ...empty, ticked: Object.fromEntries(SCREEN_FIELDS.map((field) => [field, false])) as Record<ScreenField, boolean> };
    })(),
    // Nothing ticked or no rows chosen is the dialog's message (at submit); else each ticked value's rule.
    rules: (values) => {
      if (bulkProblem(ticked(values), who) !== null) return [];
      const read = readBulkForm(bulkFormOf(values), defaults.global_time);
      return read.ok ? [] : Object.entries(read.errors).map(([field, message]) => ({ field: valuePath(field), message: message! }));
    },
    // The dialog's own messages are whole ('No changes to save.', 'Error: ' and the server's words); none when a confirmation was declined.
    failureMessage: (error) => (error instanceof Error && error.message !== '' ? error.message : undefined),
    failureWithFields: true,
  });
  const saving = form.formState.isSubmitting;
  const shownTicks = form.watch('ticked');

  const apply = async (values: BulkValues) => {
    const first = bulkProblem(ticked(values), who);
    if (first !== null) throw refusal(first, {});
    const read = readBulkForm(bulkFormOf(values), defaults.global_time);
    if (!read.ok) throw refusal(null, read.errors as Record<string, string>);
    const outcome = await onApply(read.what, read.which);
    if (outcome !== null) throw refusal(outcome.problem, outcome.fields);
  };

  const control = (field: ScreenField): ReactNode => {
    const label = `New ${FIELD_LABELS[field].toLowerCase()}`;
    if (isTextField(field)) return <FormField name={`text.${field}`} id={`as-bulk-${field}`} label={label} hint={TEXT_HINTS[field]} />;
    switch (field) {
      case 'policy':
        return <BulkPolicyFields />;
      case 'show_responses':
      case 'show_correct_answers':
      case 'inline_check':
        return <SelectField name={`choices.${field}`} id={`as-bulk-${field}`} label={label} options={visibilityOptions(field)} />;
      case 'rollup_id':
        return <SelectField name="choices.rollup_id" id="as-bulk-rollup_id" label={label} options={[{ value: '', label: 'None' }, ...rollups.map((rollup) => ({ value: rollup.id, label: rollup.title }))]} />;
      default:
        return <CheckboxField name={`checks.${field}`} id={`as-bulk-${field}`} label={`${FIELD_LABELS[field]}: on`} />;
    }
  };

  return (
    <Modal
      title={`Bulk edit ${who.length} ${who.length === 1 ? 'activity' : 'activities'}`}
      size="wide"
      onClose={() => !saving && onClose()}
      actions={
        <>
          <Button variant="secondary" disabled={saving} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={saving}>
            {saving ? 'Saving…' : 'Update chosen activities'}
          </Button>
        </>
      }
    >
      <p>Tick each setting to change, then give its new value.</p>
      <Form id={formId} form={form} onSubmit={apply}>
        <FormStatusLine success={false} />
        <div className="as-bulk">
          {SCREEN_FIELDS.map((field) => (
            <div key={field} className="as-bulk__row">
              <CheckboxField name={`ticked.${field}`} id={`as-bulk-tick-${field}`} label={`Change ${FIELD_LABELS[field].toLowerCase()}`} />
              {shownTicks[field] && <div className="as-bulk__value">{control(field)}</div>}
            </div>
          ))}
        </div>
      </Form>
    </Modal>
  );
}
