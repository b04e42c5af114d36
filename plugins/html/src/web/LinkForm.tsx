import { useRef, useState } from 'react';
import type { RichTextEditor as Editor } from '@lms/sdk/web/richText';
import { FormField } from '@lms/sdk/web';
import { InlineForm } from './InlineForm.tsx';
import { isAcceptedLinkUrl } from './linkUrl.ts';

interface LinkFormProps {
  editor: Editor;
  onClose(): void;
}

/** Sets, changes or (with an empty URL) removes the link at the selection. */
export function LinkForm({ editor, onClose }: LinkFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [invalid, setInvalid] = useState(false);

  function cancel() {
    onClose();
    editor.commands.focus();
  }

  function apply() {
    const href = url.trim();
    if (href === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    if (!isAcceptedLinkUrl(href)) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  }

  return (
    <InlineForm label="Link" onApply={apply} onCancel={cancel}>
      <FormField
        layout="inline"
        ref={inputRef}
        label="Link URL"
        inputMode="url"
        // The form opens on the author's request, ready for the value.
        autoFocus
        value={url}
        onChange={(value) => {
          setUrl(value);
          setInvalid(false);
        }}
        hint="A web address, a mailto: address or a path on this site. Leave it empty to remove the link."
        error={invalid ? 'URL is invalid.' : undefined}
      />
    </InlineForm>
  );
}
