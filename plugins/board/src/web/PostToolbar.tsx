import { useState, type KeyboardEvent } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { AtSign, Bold, Code, Image, Italic, Link, List, ListOrdered, Quote, Underline, type LucideIcon } from 'lucide-react';
import { InsertForm } from './InsertForm.tsx';
import { MentionPicker } from './MentionPicker.tsx';

interface Toggle {
  label: string;
  icon: LucideIcon;
  mark: string;
  run(editor: Editor): void;
}

const TOGGLES: Toggle[] = [
  { label: 'Bold', icon: Bold, mark: 'bold', run: (editor) => editor.chain().focus().toggleBold().run() },
  { label: 'Italic', icon: Italic, mark: 'italic', run: (editor) => editor.chain().focus().toggleItalic().run() },
  { label: 'Underline', icon: Underline, mark: 'underline', run: (editor) => editor.chain().focus().toggleUnderline().run() },
  { label: 'Bulleted list', icon: List, mark: 'bulletList', run: (editor) => editor.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', icon: ListOrdered, mark: 'orderedList', run: (editor) => editor.chain().focus().toggleOrderedList().run() },
  { label: 'Quote', icon: Quote, mark: 'blockquote', run: (editor) => editor.chain().focus().toggleBlockquote().run() },
  { label: 'Code', icon: Code, mark: 'code', run: (editor) => editor.chain().focus().toggleCode().run() },
];

/** Left/Right/Home/End move between the buttons, as in any toolbar. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > button')];
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (current === -1 || next === undefined) return;
  event.preventDefault();
  buttons.at(next % buttons.length)?.focus();
}

function ToolButton({ label, icon: Icon, pressed, onClick }: { label: string; icon: LucideIcon; pressed?: boolean; onClick(): void }) {
  return (
    <button type="button" className="lms-board-tool" aria-label={label} title={label} aria-pressed={pressed} onClick={onClick}>
      <Icon size={16} aria-hidden="true" focusable="false" />
    </button>
  );
}

type Form = 'link' | 'image' | 'mention' | null;

/** The formatting a post allows, a link, an image where the board allows them, and @mentions. */
export function PostToolbar({ editor, courseId, allowImages, label }: { editor: Editor; courseId: string; allowImages: boolean; label: string }) {
  const [form, setForm] = useState<Form>(null);
  const pressed = useEditorState({ editor, selector: ({ editor: current }) => TOGGLES.map((toggle) => current.isActive(toggle.mark)) });
  const toggleForm = (next: Form) => setForm((open) => (open === next ? null : next));
  const close = () => {
    setForm(null);
    editor.commands.focus();
  };
  return (
    <>
      <div className="lms-board-toolbar" role="toolbar" aria-label={`Formatting of ${label}`} onKeyDown={moveFocus}>
        {TOGGLES.map((toggle, index) => (
          <ToolButton key={toggle.label} label={toggle.label} icon={toggle.icon} pressed={pressed[index] ?? false} onClick={() => toggle.run(editor)} />
        ))}
        <ToolButton label="Link" icon={Link} pressed={form === 'link'} onClick={() => toggleForm('link')} />
        {allowImages && <ToolButton label="Image" icon={Image} pressed={form === 'image'} onClick={() => toggleForm('image')} />}
        <ToolButton label="Mention someone" icon={AtSign} pressed={form === 'mention'} onClick={() => toggleForm('mention')} />
      </div>
      {form === 'link' && <InsertForm kind="link" editor={editor} onClose={close} />}
      {form === 'image' && <InsertForm kind="image" editor={editor} onClose={close} />}
      {form === 'mention' && <MentionPicker courseId={courseId} editor={editor} onClose={close} />}
    </>
  );
}
