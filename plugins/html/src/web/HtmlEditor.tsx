import { useEffect, useId, useRef, useState } from 'react';
import { Image, Link } from 'lucide-react';
import type { ComponentEditorProps } from '@lms/sdk/web';
import { RichTextContent, RichTextToolbar, richTextHtml, richTextKeeps, useRichTextEditor } from '@lms/sdk/web/richText';
import type { HtmlConfig } from '../schemas/htmlConfig.ts';
import { ImageForm } from './ImageForm.tsx';
import { LinkForm } from './LinkForm.tsx';
import { SourceEditor } from './SourceEditor.tsx';
import './HtmlEditor.css';

interface SourceMode {
  /** The HTML as typed, reported as it is typed. */
  html: string;
  /** Whether the author was told the content holds HTML the visual editor cannot keep. */
  cannotKeep: boolean;
  /**
   * Whether going back to the visual editor can be undone: only if the author came from it,
   * not if the editor holds its lossy reading of content opened as source.
   */
  undoable: boolean;
}

/** Content the visual editor would change opens as source, so opening and saving it loses nothing. */
function openingMode(html: string): SourceMode | null {
  return richTextKeeps(html, 'courseHtml') ? null : { html, cannotKeep: true, undoable: false };
}

/** A WYSIWYG editor for the component's HTML, with its raw source a toggle away; the server sanitises what it saves. */
export default function HtmlEditor({ value, onChange, errors }: ComponentEditorProps<HtmlConfig>) {
  const errorId = useId();
  const noticeId = useId();
  const error = errors.html;
  const [initialHtml] = useState(value.html);
  // The html the editor holds, as loaded from `value` or reported by onChange; any other `value.html` came from outside.
  const heldHtml = useRef(value.html);
  const [sourceMode, setSourceMode] = useState(() => openingMode(value.html));
  const sourceRef = useRef<HTMLTextAreaElement>(null);
  // Set by the author switching modes, not by opening: only then does focus follow into the other mode.
  const focusAfterSwitch = useRef(false);

  const [openForm, setOpenForm] = useState<'link' | 'image' | null>(null);

  const editor = useRichTextEditor({
    profile: 'courseHtml',
    content: initialHtml,
    attributes: {
      class: 'lms-html-editor-content',
      'aria-label': 'HTML content',
      'aria-invalid': error === undefined ? undefined : 'true',
      'aria-describedby': error === undefined ? undefined : errorId,
    },
    onUpdate: (updated) => {
      const html = richTextHtml(updated);
      heldHtml.current = html;
      onChange({ html });
    },
  });

  useEffect(() => {
    if (value.html === heldHtml.current) return;
    heldHtml.current = value.html;
    setSourceMode(openingMode(value.html));
    // Another component's content: not an edit to report, nor one to undo.
    editor.chain().setMeta('addToHistory', false).setContent(value.html, { emitUpdate: false }).run();
  }, [editor, value.html]);

  const visual = sourceMode === null;
  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    if (visual) editor.commands.focus();
    else sourceRef.current?.focus();
  }, [editor, visual]);

  const toggleForm = (form: 'link' | 'image') => setOpenForm((open) => (open === form ? null : form));

  function editSource(html: string) {
    if (sourceMode === null) return;
    setSourceMode({ ...sourceMode, html });
    heldHtml.current = html;
    onChange({ html });
  }

  function toggleSource() {
    if (sourceMode === null) {
      focusAfterSwitch.current = true;
      setSourceMode({ html: heldHtml.current, cannotKeep: false, undoable: true });
    } else if (!richTextKeeps(sourceMode.html, 'courseHtml')) {
      setSourceMode({ ...sourceMode, cannotKeep: true });
    } else {
      focusAfterSwitch.current = true;
      if (sourceMode.html !== richTextHtml(editor)) {
        // Already reported as it was typed.
        editor.chain().setMeta('addToHistory', sourceMode.undoable).setContent(sourceMode.html, { emitUpdate: false }).run();
      }
      setSourceMode(null);
    }
  }

  const describedBy = [sourceMode?.cannotKeep && noticeId, error !== undefined && errorId].filter(Boolean).join(' ');
  return (
    <div>
      {sourceMode?.cannotKeep && (
        <p id={noticeId} className="lms-html-editor-warning" role="alert">
          This content uses HTML the visual editor cannot keep; keep editing it as source so nothing is lost.
        </p>
      )}
      <div className="lms-html-editor">
        <RichTextToolbar
          editor={editor}
          profile="courseHtml"
          label="Formatting"
          sourceMode={!visual}
          tools={[
            { label: 'Link', icon: Link, pressed: (current) => current.isActive('link'), onClick: () => toggleForm('link') },
            { label: 'Image', icon: Image, pressed: (current) => current.isActive('image'), onClick: () => toggleForm('image') },
          ]}
          modeSwitch={{
            label: visual ? 'Edit HTML source' : 'Back to visual editor',
            onClick: () => {
              setOpenForm(null);
              toggleSource();
            },
          }}
        />
        {visual && openForm === 'link' && <LinkForm editor={editor} onClose={() => setOpenForm(null)} />}
        {visual && openForm === 'image' && <ImageForm editor={editor} onClose={() => setOpenForm(null)} />}
        <div hidden={!visual}>
          <RichTextContent editor={editor} />
        </div>
        {sourceMode !== null && (
          <SourceEditor ref={sourceRef} html={sourceMode.html} onChange={editSource} invalid={error !== undefined} describedBy={describedBy} />
        )}
      </div>
      {error !== undefined && (
        <p id={errorId} className="lms-html-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
