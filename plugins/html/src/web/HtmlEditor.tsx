import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { EditorContent, useEditor, type EditorOptions } from '@tiptap/react';
import { RICH_TEXT_CLASS, type ComponentEditorProps } from '@lms/sdk/web';
import type { HtmlConfig } from '../schemas/htmlConfig.ts';
import { EDITOR_EXTENSIONS } from './editorExtensions.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { reportedHtml } from './reportedHtml.ts';
import { SourceEditor } from './SourceEditor.tsx';
import { hasContentEditorCannotKeep } from './unkeptContent.ts';
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
  return hasContentEditorCannotKeep(html) ? { html, cannotKeep: true, undoable: false } : null;
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

  const editorProps = useMemo<EditorOptions['editorProps']>(
    () => ({
      attributes: {
        class: `${RICH_TEXT_CLASS} lms-html-editor-content`,
        'aria-label': 'HTML content',
        'aria-multiline': 'true',
        ...(error === undefined ? {} : { 'aria-invalid': 'true', 'aria-describedby': errorId }),
      },
    }),
    [error, errorId],
  );

  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: initialHtml,
    editorProps,
    onUpdate: ({ editor: updated }) => {
      const html = reportedHtml(updated);
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
    } else if (hasContentEditorCannotKeep(sourceMode.html)) {
      setSourceMode({ ...sourceMode, cannotKeep: true });
    } else {
      focusAfterSwitch.current = true;
      if (sourceMode.html !== reportedHtml(editor)) {
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
        <EditorToolbar editor={editor} sourceMode={!visual} onToggleSource={toggleSource} />
        <div hidden={!visual}>
          <EditorContent editor={editor} />
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
