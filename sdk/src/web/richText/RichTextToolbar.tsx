import { useEditorState, type Editor } from '@tiptap/react';
import type { LucideIcon } from 'lucide-react';
import { RICH_TEXT_COMMANDS } from './richTextCommands.ts';
import { RICH_TEXT_PROFILES, type RichTextProfile } from './richTextProfiles.ts';
import { RichTextTableToolbar } from './RichTextTableToolbar.tsx';
import { Toolbar, ToolbarButton } from './Toolbar.tsx';
import './richTextToolbar.css';

/** A button an editor adds to the profile's commands: a link or image form, a mention picker, the source view. */
export interface RichTextTool {
  label: string;
  /** Shown instead of the label, which stays the accessible name and the tooltip. */
  icon?: LucideIcon;
  /** A toggle: its state, or how to read it from the editor (the selection is in a link). */
  pressed?: boolean | ((editor: Editor) => boolean);
  onClick(): void;
}

export interface RichTextToolbarProps {
  editor: Editor;
  profile: RichTextProfile;
  /** The toolbar's accessible name, e.g. "Formatting of the question text". */
  label: string;
  /** Placed after the profile's formatting commands, before what it inserts. */
  tools?: readonly RichTextTool[];
  /** The way between visual and source editing, last and apart (pressed while the source is shown, if a toggle). */
  modeSwitch?: Omit<RichTextTool, 'pressed'> & { pressed?: boolean };
  /** While the HTML source is edited only the mode switch is offered. */
  sourceMode?: boolean;
}

/**
 * The one rich-text toolbar: the profile's commands as labelled buttons
 * (aria-pressed on toggles), one Tab stop with the arrow keys, Home and End
 * moving between the buttons, and a table toolbar while the selection is in
 * a table.
 */
export function RichTextToolbar({ editor, profile, label, tools = [], modeSwitch, sourceMode = false }: RichTextToolbarProps) {
  const { formatting, inserting, tables } = RICH_TEXT_PROFILES[profile];
  const ids = [...formatting, ...inserting];
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: ids.map((id) => RICH_TEXT_COMMANDS[id].isActive?.(current)),
      possible: ids.map((id) => RICH_TEXT_COMMANDS[id].isPossible?.(current) ?? true),
      tools: tools.map((tool) => (typeof tool.pressed === 'function' ? tool.pressed(current) : tool.pressed)),
    }),
  });

  const commandButton = (index: number) => {
    const id = ids[index]!;
    const command = RICH_TEXT_COMMANDS[id];
    return (
      <ToolbarButton
        key={id}
        label={command.label}
        icon={command.icon}
        pressed={state.active[index]}
        disabled={!state.possible[index]}
        onClick={() => command.run(editor.chain().focus()).run()}
      />
    );
  };

  return (
    <>
      <Toolbar label={label}>
        {!sourceMode && (
          <>
            {formatting.map((_, index) => commandButton(index))}
            {tools.map((tool, index) => (
              <ToolbarButton key={tool.label} label={tool.label} icon={tool.icon} pressed={state.tools[index]} onClick={tool.onClick} />
            ))}
            {inserting.map((_, index) => commandButton(formatting.length + index))}
          </>
        )}
        {modeSwitch && <ToolbarButton label={modeSwitch.label} icon={modeSwitch.icon} pressed={modeSwitch.pressed} apart onClick={modeSwitch.onClick} />}
      </Toolbar>
      {tables && !sourceMode && <RichTextTableToolbar editor={editor} />}
    </>
  );
}
