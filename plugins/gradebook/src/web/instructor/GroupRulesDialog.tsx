import { Button, Form, FormStatusLine, Modal, NumberField, SubmitButton, useLmsForm, useNotify } from '@lms/sdk/web';
import { saveGroupRules, type RollupGroupView } from '../../calls/gradebookCalls.ts';
import { scoreText } from './gradeFormat.ts';
import { useCallMutation } from './gradebookData.ts';

interface RuleValues {
  groups: { id: string; weight: string; drop_lowest: string }[];
}

/** Each group's weight (a percent from 0 to 100, empty to count by points) and how many lowest scores it drops. */
export function validateGroupRules({ groups }: RuleValues) {
  const errors: { field: string; message: string }[] = [];
  groups.forEach((group, index) => {
    const weight = group.weight.trim();
    if (weight !== '' && (!/^\d+(\.\d{1,2})?$/.test(weight) || Number(weight) > 100)) {
      errors.push({ field: `groups.${index}.weight`, message: 'Enter a percent from 0 to 100, or nothing to count by points.' });
    }
    if (!/^\d{1,2}$/.test(group.drop_lowest.trim())) errors.push({ field: `groups.${index}.drop_lowest`, message: 'Enter a whole number from 0 to 99.' });
  });
  return errors;
}

interface GroupRulesDialogProps {
  courseId: string;
  groups: readonly RollupGroupView[];
  onClose(): void;
  onSaved(): void;
}

/** Weights and drop-the-lowest per rollup group: what instructors ask for beside part 3's rollup groups. */
export function GroupRulesDialog({ courseId, groups, onClose, onSaved }: GroupRulesDialogProps) {
  const notify = useNotify();
  const save = useCallMutation(saveGroupRules);
  const form = useLmsForm<RuleValues>({
    defaultValues: { groups: groups.map((group) => ({ id: group.id, weight: group.weight === null ? '' : scoreText(group.weight), drop_lowest: String(group.drop_lowest) })) },
    rules: validateGroupRules,
    warnUnsaved: false,
  });
  const submit = async ({ groups: values }: RuleValues) => {
    await save.mutateAsync({
      params: { courseId },
      body: { groups: values.map((group) => ({ id: group.id, weight: group.weight.trim() === '' ? null : Number(group.weight), drop_lowest: Number(group.drop_lowest) })) },
    });
    notify({ type: 'success', message: 'New grouping saved.' });
    onSaved();
  };
  return (
    <Modal title="Group rules" size="wide" onClose={onClose}>
      <Form form={form} aria-label="Rollup group rules" onSubmit={submit}>
        <p className="gb-dialog__hint">Weights are percents of the total; leave every weight empty to count the groups by points.</p>
        {groups.map((group, index) => (
          <fieldset key={group.id} className="gb-rule">
            <legend>
              <span className="gb-swatch" style={{ background: group.color }} aria-hidden="true" />
              {group.title}
            </legend>
            <NumberField name={`groups.${index}.weight`} label={`Weight of ${group.title} (%)`} />
            <NumberField name={`groups.${index}.drop_lowest`} label={`Lowest scores of ${group.title} to drop`} />
          </fieldset>
        ))}
        <FormStatusLine />
        <div className="gb-dialog__actions">
          <SubmitButton label="Save rules" busyLabel="Saving…" />
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </Form>
    </Modal>
  );
}
