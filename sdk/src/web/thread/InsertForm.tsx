import { useState } from 'react';
import type { RichTextEditor as Editor } from '../richText/index.ts';
import { Button } from '../ui/Button.tsx';
import { FormField } from '../ui/FormField.tsx';
import { isPostImage, isPostLink } from './linkAddress.ts';

interface InsertFormProps {
  kind: 'link' | 'image';
  editor: Editor;
  onClose(): void;
}

/** Sets a link on the selection (an empty address removes it), or inserts an image with its alt text. */
export function InsertForm({ kind, editor, onClose }: InsertFormProps) {
  const [url, setUrl] = useState(() => (kind === 'link' ? String(editor.getAttributes('link').href ?? '') : ''));
  const [alt, setAlt] = useState('');
  const [invalid, setInvalid] = useState(false);

  function apply() {
    const address = url.trim();
    if (kind === 'link' && address === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return onClose();
    }
    if (!(kind === 'link' ? isPostLink(address) : isPostImage(address))) return setInvalid(true);
    const chain = editor.chain().focus();
    if (kind === 'image') chain.insertContent({ type: 'image', attrs: { src: address, alt: alt.trim() } }).run();
    else if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).run();
    else chain.extendMarkRange('link').setLink({ href: address }).run();
    onClose();
  }

  return (
    <div
      className="lms-thread-insert"
      role="group"
      aria-label={kind === 'link' ? 'Link' : 'Image'}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
    >
      <FormField
        layout="inline"
        label={kind === 'link' ? 'Link address' : 'Image address'}
        inputMode="url"
        // The form opens on the writer's request, ready for the address.
        autoFocus
        value={url}
        onChange={(value) => {
          setUrl(value);
          setInvalid(false);
        }}
        hint={kind === 'link' ? 'An http(s) or mailto: address. Leave it empty to remove the link.' : 'An http(s) address of an image.'}
        error={invalid ? 'URL is invalid.' : undefined}
      />
      {kind === 'image' && <FormField layout="inline" label="Alt text" value={alt} onChange={setAlt} hint="What the image shows, for those who cannot see it." />}
      <div className="lms-thread-actions">
        <Button type="button" variant="secondary" onClick={apply}>
          Apply
        </Button>
        <Button type="button" variant="quiet" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
