import { useMemo } from 'react';
import { useEditor, type Editor } from '@tiptap/react';
import { RICH_TEXT_CLASS } from '../ui/richText.ts';
import { RICH_TEXT_PROFILES, type RichTextProfile } from './richTextProfiles.ts';

export interface RichTextEditorOptions {
  profile: RichTextProfile;
  /** The HTML it opens with; later changes go through `editor.commands.setContent`. */
  content: string;
  /** The editable area's attributes: its name (aria-label or aria-labelledby), aria-invalid, aria-describedby, a class of the plugin's. */
  attributes: Record<string, string | undefined>;
  onUpdate?(editor: Editor): void;
}

/**
 * A TipTap editor with the profile's extensions: the editable area is a
 * multi-line textbox with the theme's typography (RICH_TEXT_CLASS).
 */
export function useRichTextEditor({ profile, content, attributes, onUpdate }: RichTextEditorOptions): Editor {
  const attributesKey = JSON.stringify(attributes);
  const editorProps = useMemo(() => {
    const { class: extraClass, ...rest } = attributes;
    const defined = Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return { attributes: { role: 'textbox', 'aria-multiline': 'true', ...defined, class: extraClass ? `${RICH_TEXT_CLASS} ${extraClass}` : RICH_TEXT_CLASS } };
    // The attributes by value: callers pass a fresh object each render.
  }, [attributesKey]);
  return useEditor({
    extensions: RICH_TEXT_PROFILES[profile].extensions,
    content,
    editorProps,
    onUpdate: ({ editor }) => onUpdate?.(editor),
  }, [profile]);
}
