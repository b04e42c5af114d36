import { Editor } from '@tiptap/react';
import { contentShape } from './contentShape.ts';
import { richTextHtml } from './richTextHtml.ts';
import { RICH_TEXT_PROFILES, type RichTextProfile } from './richTextProfiles.ts';

/**
 * Whether the visual editor of `profile` would keep `html` as it is: it
 * drops whatever its schema has no place for. Content it would change is
 * better edited as HTML source, so opening and saving it loses nothing.
 */
export function richTextKeeps(html: string, profile: RichTextProfile): boolean {
  // A headless editor: it parses and renders as the visible one does, without a view.
  const probe = new Editor({ element: null, extensions: RICH_TEXT_PROFILES[profile].extensions, content: html });
  try {
    return contentShape(richTextHtml(probe)) === contentShape(html);
  } finally {
    probe.destroy();
  }
}
