import { useState, type ReactNode } from 'react';
import { Button, CheckboxField, FormField, Modal, SelectField } from '@lms/sdk/web';
import type { CourseDefaults, SettingValues } from '../calls/activitySettingsCalls.ts';
import { BULK_TEXT_FIELDS, emptyBulkForm, readBulkForm, type BulkForm } from './bulkForm.ts';
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
export function BulkEditDialog({ who, rollups, defaults, onApply, onClose }: BulkEditDialogProps) {
  const [form, setForm] = useState<BulkForm>(() => emptyBulkForm(defaults));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const tick = (field: ScreenField, on: boolean) => {
    const ticked = new Set(form.ticked);
    if (on) ticked.add(field);
    else ticked.delete(field);
    setForm({ ...form, ticked });
  };

  const apply = async () => {
    setErrors({});
    const what = SCREEN_FIELDS.filter((field) => form.ticked.has(field));
    const first = bulkProblem(what, who);
    if (first !== null) return setProblem(first);
    const read = readBulkForm(form, defaults.global_time);
    if (!read.ok) {
      setProblem(null);
      return setErrors(read.errors);
    }
    setSaving(true);
    const outcome = await onApply(read.what, read.which);
    setSaving(false);
    if (outcome === null) return;
    setProblem(outcome.problem);
    setErrors(outcome.fields);
  };

  const control = (field: ScreenField): ReactNode => {
    const label = `New ${FIELD_LABELS[field].toLowerCase()}`;
    const error = errors[field];
    if ((BULK_TEXT_FIELDS as readonly string[]).includes(field)) {
      const key = field as (typeof BULK_TEXT_FIELDS)[number];
      return <FormField id={`as-bulk-${field}`} label={label} hint={TEXT_HINTS[field]} value={form.text[key]} onChange={(text) => setForm({ ...form, text: { ...form.text, [key]: text } })} error={error} />;
    }
    switch (field) {
      case 'policy':
        return <PolicyFields idPrefix="as-bulk-policy" value={form.policy} onChange={(policy) => setForm({ ...form, policy })} error={error} />;
      case 'show_responses':
      case 'show_correct_answers':
      case 'inline_check':
        return <SelectField id={`as-bulk-${field}`} label={label} options={visibilityOptions(field)} value={form.choices[field]} onChange={(value) => setForm({ ...form, choices: { ...form.choices, [field]: value } })} error={error} />;
      case 'rollup_id':
        return (
          <SelectField
            id="as-bulk-rollup_id"
            label={label}
            options={[{ value: '', label: 'None' }, ...rollups.map((rollup) => ({ value: rollup.id, label: rollup.title }))]}
            value={form.choices.rollup_id}
            onChange={(value) => setForm({ ...form, choices: { ...form.choices, rollup_id: value } })}
            error={error}
          />
        );
      default: {
        const key = field as keyof BulkForm['checks'];
        return <CheckboxField id={`as-bulk-${field}`} label={`${FIELD_LABELS[field]}: on`} value={form.checks[key]} onChange={(on) => setForm({ ...form, checks: { ...form.checks, [key]: on } })} error={error} />;
      }
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
          <Button variant="primary" disabled={saving} onClick={() => void apply()}>
            {saving ? 'Saving…' : 'Update chosen activities'}
          </Button>
        </>
      }
    >
      <p>Tick each setting to change, then give its new value.</p>
      {problem !== null && (
        <p role="alert" className="as-message as-message--error">
          {problem}
        </p>
      )}
      <div className="as-bulk">
        {SCREEN_FIELDS.map((field) => (
          <div key={field} className="as-bulk__row">
            <CheckboxField id={`as-bulk-tick-${field}`} label={`Change ${FIELD_LABELS[field].toLowerCase()}`} value={form.ticked.has(field)} onChange={(on) => tick(field, on)} />
            {form.ticked.has(field) && <div className="as-bulk__value">{control(field)}</div>}
          </div>
        ))}
      </div>
    </Modal>
  );
}
