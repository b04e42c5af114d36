import { useState, type FormEvent } from 'react';
import { AtSign, Image, Link } from 'lucide-react';
import { ApiError } from '../apiClient.ts';
import { Button } from '../ui/Button.tsx';
import { RichTextContent, RichTextToolbar, richTextHtml, useRichTextEditor, type RichTextTool } from '../richText/index.ts';
import { InsertForm } from './InsertForm.tsx';
import { MentionPicker } from './MentionPicker.tsx';
import './thread.css';
import type { MentionSource } from './threadActions.ts';

interface PostFormProps {
  /** Names the editor and its toolbar, e.g. "New post", "Reply to Ada Lovelace". */
  label: string;
  submitLabel: string;
  /** Who may be @mentioned. */
  mentions: MentionSource;
  allowImages: boolean;
  initialHtml?: string;
  /** Saves the HTML; throws the server's error to show it. */
  onSubmit(html: string): Promise<void>;
  onCancel?(): void;
}

type OpenForm = 'link' | 'image' | 'mention' | null;

/** A small rich-text editor for a post, reply or comment (the post profile: what the server keeps), with a link, an image where the board allows them, and @mentions. */
export function PostForm({ label, submitLabel, mentions, allowImages, initialHtml = '', onSubmit, onCancel }: PostFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [form, setForm] = useState<OpenForm>(null);
  const editor = useRichTextEditor({
    profile: allowImages ? 'postWithImages' : 'post',
    content: initialHtml,
    attributes: { class: 'lms-thread-editor-content', 'aria-label': label },
    onUpdate: () => setError(null),
  });
  const toggleForm = (next: OpenForm) => setForm((open) => (open === next ? null : next));
  const closeForm = () => {
    setForm(null);
    editor.commands.focus();
  };
  const tools: RichTextTool[] = [
    { label: 'Link', icon: Link, pressed: form === 'link', onClick: () => toggleForm('link') },
    ...(allowImages ? [{ label: 'Image', icon: Image, pressed: form === 'image', onClick: () => toggleForm('image') }] : []),
    { label: 'Mention someone', icon: AtSign, pressed: form === 'mention', onClick: () => toggleForm('mention') },
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await onSubmit(richTextHtml(editor));
      editor.commands.clearContent();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not save. Try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="lms-thread-form" onSubmit={submit} aria-label={label}>
      <div className="lms-thread-editor">
        <RichTextToolbar editor={editor} profile={allowImages ? 'postWithImages' : 'post'} label={`Formatting of ${label}`} tools={tools} />
        {form === 'link' && <InsertForm kind="link" editor={editor} onClose={closeForm} />}
        {form === 'image' && <InsertForm kind="image" editor={editor} onClose={closeForm} />}
        {form === 'mention' && <MentionPicker source={mentions} editor={editor} onClose={closeForm} />}
        <RichTextContent editor={editor} />
      </div>
      {error !== null && (
        <p className="lms-thread-error" role="alert">
          {error}
        </p>
      )}
      <div className="lms-thread-actions">
        <Button type="submit" variant="primary" disabled={saving}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="quiet" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
