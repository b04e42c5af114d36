import { useEffect, useId, useRef, useState } from 'react';
import { Code2, Image, Link } from 'lucide-react';
import { RichTextContent, RichTextToolbar, richTextHtml, richTextKeeps, useRichTextEditor } from '@lms/sdk/web/richText';
import { PromptImageForm } from './PromptImageForm.tsx';
import { PromptLinkForm } from './PromptLinkForm.tsx';

interface PromptEditorProps {
  courseId: string;
  value: string;
  onChange(html: string): void;
  error?: string;
}

type PromptForm = 'link' | 'image' | null;

/** Whether the visual editor can open `html` without losing anything (a table, a style, a span from an imported QTI item it cannot). */
const visualEditorKeeps = (html: string) => richTextKeeps(html, 'questionPrompt');

/**
 * The question text: a visual (WYSIWYG) editor, as authors expect, with its
 * HTML source a toggle away. Text the visual editor cannot hold opens as
 * source, so nothing of it is lost; the server sanitises what is saved.
 */
export function PromptEditor({ courseId, value, onChange, error }: PromptEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const noticeId = useId();
  const [initialHtml] = useState(value);
  /**
   * What the editor reported that the form may not have rendered yet: the
   * form's value can lag a keystroke or two behind, and is then no change
   * from outside. Any other value comes from outside (the saved, sanitised
   * text) and replaces the content.
   */
  const reported = useRef<string[]>([value]);
  const report = (html: string) => {
    reported.current.push(html);
    onChange(html);
  };
  const [source, setSource] = useState(() => !visualEditorKeeps(value));
  const [cannotKeep, setCannotKeep] = useState(source);
  const [form, setForm] = useState<PromptForm>(null);

  const editor = useRichTextEditor({
    profile: 'questionPrompt',
    content: visualEditorKeeps(initialHtml) ? initialHtml : '',
    attributes: {
      class: 'lms-authoring-prompt-content',
      'aria-labelledby': labelId,
      'aria-invalid': error === undefined ? undefined : 'true',
      'aria-describedby': error === undefined ? undefined : errorId,
    },
    onUpdate: (updated) => report(richTextHtml(updated)),
  });

  useEffect(() => {
    const at = reported.current.indexOf(value);
    if (at !== -1) {
      // Reported earlier than `value` were rendered already.
      reported.current = reported.current.slice(at);
      return;
    }
    reported.current = [value];
    const keeps = visualEditorKeeps(value);
    setSource(!keeps);
    setCannotKeep(!keeps);
    editor.chain().setMeta('addToHistory', false).setContent(keeps ? value : '', { emitUpdate: false }).run();
  }, [editor, value]);

  const toggleSource = () => {
    setForm(null);
    if (!source) return setSource(true);
    if (!visualEditorKeeps(value)) return setCannotKeep(true);
    editor.chain().setContent(value, { emitUpdate: false }).focus().run();
    setCannotKeep(false);
    setSource(false);
  };

  const describedBy = [cannotKeep && noticeId, error !== undefined && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="lms-field">
      <span id={labelId} className="lms-authoring-label">
        Question text
      </span>
      {cannotKeep && (
        <p id={noticeId} className="lms-authoring-notice" role="status">
          This text uses HTML the visual editor cannot keep (a table, a style…): edit it as HTML source so nothing is lost.
        </p>
      )}
      <div className="lms-authoring-prompt">
        <RichTextToolbar
          editor={editor}
          profile="questionPrompt"
          label="Formatting of the question text"
          sourceMode={source}
          tools={[
            { label: 'Link', icon: Link, pressed: form === 'link', onClick: () => setForm(form === 'link' ? null : 'link') },
            { label: 'Image', icon: Image, pressed: form === 'image', onClick: () => setForm(form === 'image' ? null : 'image') },
          ]}
          modeSwitch={{ label: 'HTML source', icon: Code2, pressed: source, onClick: toggleSource }}
        />
        {form === 'link' && <PromptLinkForm editor={editor} onClose={() => setForm(null)} />}
        {form === 'image' && <PromptImageForm editor={editor} courseId={courseId} onClose={() => setForm(null)} />}
        <div hidden={source}>
          <RichTextContent editor={editor} />
        </div>
        {source && (
          <textarea
            className="lms-authoring-source"
            aria-label="Question text (HTML source)"
            spellCheck={false}
            rows={8}
            value={value}
            onChange={(event) => report(event.target.value)}
            aria-invalid={error !== undefined || undefined}
            aria-describedby={describedBy}
          />
        )}
      </div>
      {error !== undefined && (
        <p id={errorId} className="lms-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
