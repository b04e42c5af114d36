import { useState } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { FORMAT_TOGGLES, HORIZONTAL_RULE, INSERT_TABLE, REDO, UNDO, type EditorCommand } from './editorCommands.ts';
import { ImageForm } from './ImageForm.tsx';
import { LinkForm } from './LinkForm.tsx';
import { TableToolbar } from './TableToolbar.tsx';
import { Image, Link } from 'lucide-react';
import { Toolbar, ToolbarButton } from './Toolbar.tsx';

interface EditorToolbarProps {
  editor: Editor;
  /** Whether the raw HTML is being edited instead: then only the way back is offered. */
  sourceMode: boolean;
  onToggleSource(): void;
}

export function EditorToolbar({ editor, sourceMode, onToggleSource }: EditorToolbarProps) {
  const [openForm, setOpenForm] = useState<'link' | 'image' | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      toggles: FORMAT_TOGGLES.map((toggle) => toggle.isActive(current)),
      link: current.isActive('link'),
      image: current.isActive('image'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const commandButton = (command: EditorCommand, options: { pressed?: boolean; disabled?: boolean } = {}) => (
    <ToolbarButton key={command.label} label={command.label} icon={command.icon} {...options} onClick={() => command.run(editor.chain().focus()).run()} />
  );
  const toggleForm = (form: 'link' | 'image') => setOpenForm((open) => (open === form ? null : form));

  return (
    <>
      <Toolbar label="Formatting">
        {!sourceMode && (
          <>
            {FORMAT_TOGGLES.map((toggle, index) => commandButton(toggle, { pressed: state.toggles[index] ?? false }))}
            <ToolbarButton label="Link" icon={Link} pressed={state.link} onClick={() => toggleForm('link')} />
            <ToolbarButton label="Image" icon={Image} pressed={state.image} onClick={() => toggleForm('image')} />
            {commandButton(INSERT_TABLE)}
            {commandButton(HORIZONTAL_RULE)}
            {commandButton(UNDO, { disabled: !state.canUndo })}
            {commandButton(REDO, { disabled: !state.canRedo })}
          </>
        )}
        <ToolbarButton
          label={sourceMode ? 'Back to visual editor' : 'Edit HTML source'}
          onClick={() => {
            setOpenForm(null);
            onToggleSource();
          }}
        />
      </Toolbar>
      {!sourceMode && openForm === 'link' && <LinkForm editor={editor} onClose={() => setOpenForm(null)} />}
      {!sourceMode && openForm === 'image' && <ImageForm editor={editor} onClose={() => setOpenForm(null)} />}
      {!sourceMode && <TableToolbar editor={editor} />}
    </>
  );
}
