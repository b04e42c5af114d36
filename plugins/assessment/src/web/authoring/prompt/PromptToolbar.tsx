import type { KeyboardEvent } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Code2, Image, Italic, Link, List, ListOrdered, Underline, type LucideIcon } from 'lucide-react';

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
];

export type PromptForm = 'link' | 'image' | null;

/** Left/Right/Home/End move between the buttons, as in any toolbar. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > button:not(:disabled)')];
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (current === -1 || next === undefined) return;
  event.preventDefault();
  buttons.at(next % buttons.length)?.focus();
}

function ToolButton({ label, icon: Icon, pressed, disabled, onClick }: { label: string; icon: LucideIcon; pressed: boolean; disabled?: boolean; onClick(): void }) {
  return (
    <button type="button" className="lms-authoring-tool" aria-label={label} title={label} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      <Icon size={16} aria-hidden="true" focusable="false" />
    </button>
  );
}

interface PromptToolbarProps {
  editor: Editor;
  sourceMode: boolean;
  form: PromptForm;
  onForm(form: PromptForm): void;
  onToggleSource(): void;
}

/** Formatting of the question text, a link, an image, and its HTML source a toggle away. */
export function PromptToolbar({ editor, sourceMode, form, onForm, onToggleSource }: PromptToolbarProps) {
  const pressed = useEditorState({ editor, selector: ({ editor: current }) => TOGGLES.map((toggle) => current.isActive(toggle.mark)) });
  return (
    <div className="lms-authoring-toolbar" role="toolbar" aria-label="Formatting of the question text" onKeyDown={moveFocus}>
      {TOGGLES.map((toggle, index) => (
        <ToolButton key={toggle.label} label={toggle.label} icon={toggle.icon} pressed={pressed[index] ?? false} disabled={sourceMode} onClick={() => toggle.run(editor)} />
      ))}
      <ToolButton label="Link" icon={Link} pressed={form === 'link'} disabled={sourceMode} onClick={() => onForm(form === 'link' ? null : 'link')} />
      <ToolButton label="Image" icon={Image} pressed={form === 'image'} disabled={sourceMode} onClick={() => onForm(form === 'image' ? null : 'image')} />
      <ToolButton label="HTML source" icon={Code2} pressed={sourceMode} onClick={onToggleSource} />
    </div>
  );
}
