import { Button, Form, FormField, FormStatusLine, Modal, SubmitButton, useLmsForm } from '@lms/sdk/web';

export interface GroupFields {
  title: string;
  color: string;
}

/** Ours: the spec gives a group a title and a colour (part 3 §3 "Rollup group") but no message for a missing title. */
export const GROUP_TITLE_REQUIRED = 'A group needs a title.';
const NEW_GROUP_COLOUR = '#55bab7';

export function validateGroupFields({ title }: GroupFields) {
  return title.trim() === '' ? [{ field: 'title', message: GROUP_TITLE_REQUIRED }] : [];
}

interface GroupDialogProps {
  /** The group edited, or nothing to add one. */
  group?: GroupFields;
  onDone(fields: GroupFields): void;
  onClose(): void;
}

/** Adds a rollup group or edits one's title and colour (kept in the editor until Save). */
export function GroupDialog({ group, onDone, onClose }: GroupDialogProps) {
  const form = useLmsForm<GroupFields>({
    defaultValues: group ?? { title: '', color: NEW_GROUP_COLOUR },
    rules: validateGroupFields,
    warnUnsaved: false,
  });
  return (
    <Modal title={group ? `Edit the group ${group.title}` : 'Add a group'} onClose={onClose} initialFocus="input[name='title']">
      <Form form={form} aria-label={group ? 'Edit the group' : 'New group'} onSubmit={(values) => onDone({ title: values.title.trim(), color: values.color.toLowerCase() })}>
        <FormField name="title" label="Title" maxLength={200} autoComplete="off" />
        <FormField name="color" label="Colour" type="color" />
        <FormStatusLine />
        <div className="gb-dialog__actions">
          <SubmitButton label={group ? 'Done' : 'Add group'} busyLabel={group ? 'Done' : 'Add group'} />
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
