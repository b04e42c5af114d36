import { useState, type KeyboardEvent } from 'react';
import type { RichTextEditor as Editor } from '@lms/sdk/web/richText';
import { FormField, Button } from '@lms/sdk/web';

const ADDRESS = /^(https?:\/\/|mailto:|\/)/i;

/**
 * The address of the link at the selection. Enter applies it (not the
 * Question's save), Escape closes the form (not the editor).
 */
export function PromptLinkForm({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const [address, setAddress] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [problem, setProblem] = useState<string>();
  const apply = () => {
    const href = address.trim();
    if (href === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (!ADDRESS.test(href)) return setProblem('A link address starts with http://, https://, mailto: or /.');
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <div className="lms-authoring-insert" onKeyDown={onKeyDown}>
      <FormField label="Link address" type="url" inputMode="url" value={address} onChange={setAddress} error={problem} hint="Leave empty to remove the link." autoFocus />
      <Button variant="secondary" onClick={apply}>
        Apply link
      </Button>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}
