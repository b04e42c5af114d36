import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { Toolbar, ToolbarButton } from './Toolbar.tsx';

const TABLE_COMMANDS: { label: string; run(chain: ChainedCommands): ChainedCommands }[] = [
  { label: 'Add row', run: (chain) => chain.addRowAfter() },
  { label: 'Delete row', run: (chain) => chain.deleteRow() },
  { label: 'Add column', run: (chain) => chain.addColumnAfter() },
  { label: 'Delete column', run: (chain) => chain.deleteColumn() },
  { label: 'Delete table', run: (chain) => chain.deleteTable() },
];

/** Row and column commands, offered while the selection is in a table. */
export function RichTextTableToolbar({ editor }: { editor: Editor }) {
  const possible = useEditorState({
    editor,
    selector: ({ editor: current }) => (current.isActive('table') ? TABLE_COMMANDS.map((command) => command.run(current.can().chain()).run()) : null),
  });
  if (possible === null) return null;
  return (
    <Toolbar label="Table">
      {TABLE_COMMANDS.map((command, index) => (
        <ToolbarButton key={command.label} label={command.label} disabled={!possible[index]} onClick={() => command.run(editor.chain().focus()).run()} />
      ))}
    </Toolbar>
  );
}
