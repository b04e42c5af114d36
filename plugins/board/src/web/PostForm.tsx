import { useMemo, useState, type FormEvent } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { ApiError, RICH_TEXT_CLASS } from '@lms/sdk/web';
import { postEditorExtensions } from './postEditorExtensions.ts';
import { PostToolbar } from './PostToolbar.tsx';

interface PostFormProps {
  /** Names the editor and its toolbar, e.g. "New post", "Reply to Ada Lovelace". */
  label: string;
  submitLabel: string;
  courseId: string;
  allowImages: boolean;
  initialHtml?: string;
  /** Saves the HTML; throws the server's error to show it. */
  onSubmit(html: string): Promise<void>;
  onCancel?(): void;
}

/** A small rich-text editor for a post, reply or comment, limited to what the server keeps. */
export function PostForm({ label, submitLabel, courseId, allowImages, initialHtml = '', onSubmit, onCancel }: PostFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const extensions = useMemo(() => postEditorExtensions(allowImages), [allowImages]);
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editorProps: { attributes: { class: `${RICH_TEXT_CLASS} lms-board-editor-content`, 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: () => setError(null),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await onSubmit(editor.isEmpty ? '' : editor.getHTML());
      editor.commands.clearContent();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not save. Try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="lms-board-form" onSubmit={submit} aria-label={label}>
      <div className="lms-board-editor">
        <PostToolbar editor={editor} courseId={courseId} allowImages={allowImages} label={label} />
        <EditorContent editor={editor} />
      </div>
      {error !== null && (
        <p className="lms-board-error" role="alert">
          {error}
        </p>
      )}
      <div className="lms-board-actions">
        <button type="submit" className="lms-board-button lms-board-button--primary" disabled={saving}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="lms-board-button lms-board-button--quiet" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
