import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { stubLayoutForProseMirror } from '@lms/sdk/testing/web';
import { RichTextContent, RichTextToolbar, richTextHtml, useRichTextEditor, type RichTextProfile, type RichTextTool } from '@lms/sdk/web/richText';

stubLayoutForProseMirror();

function Editor({ profile, html, onHtml = () => {}, tools, sourceMode }: { profile: RichTextProfile; html: string; onHtml?(html: string): void; tools?: RichTextTool[]; sourceMode?: boolean }) {
  const editor = useRichTextEditor({ profile, content: html, attributes: { 'aria-label': 'Text' }, onUpdate: (updated) => onHtml(richTextHtml(updated)) });
  return (
    <>
      <RichTextToolbar editor={editor} profile={profile} label="Formatting" tools={tools} sourceMode={sourceMode} modeSwitch={{ label: 'Edit HTML source', onClick: () => {} }} />
      <RichTextContent editor={editor} />
    </>
  );
}

const labels = () => [...screen.getByRole('toolbar', { name: 'Formatting' }).querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('the rich-text profiles offer what their sanitiser keeps', () => {
  it('courseHtml: every format, alignment, tables, rules and history, then the editor’s tools before what it inserts', () => {
    render(<Editor profile="courseHtml" html="" tools={[{ label: 'Link', onClick: () => {} }]} />);
    expect(labels()).toEqual([
      'Bold', 'Italic', 'Underline', 'Strikethrough', 'Subscript', 'Superscript', 'Highlight', 'Heading 2', 'Heading 3',
      'Bulleted list', 'Numbered list', 'Quote', 'Code block', 'Align left', 'Align center', 'Align right', 'Justify',
      'Link', 'Insert table', 'Horizontal rule', 'Undo', 'Redo', 'Edit HTML source',
    ]);
  });

  it('post: the formats of part 2 §5 and inline code, no headings buttons, tables or rules', () => {
    render(<Editor profile="post" html="" />);
    expect(labels()).toEqual(['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Quote', 'Code', 'Edit HTML source']);
  });

  it('questionPrompt: bold, italic, underline and lists', () => {
    render(<Editor profile="questionPrompt" html="" />);
    expect(labels()).toEqual(['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Edit HTML source']);
  });

  it('holds what the profile allows and drops the rest', () => {
    const html = '<h2>Title</h2><p style="text-align: center">H<sub>2</sub>O</p>';
    render(<Editor profile="courseHtml" html={html} />);
    expect(screen.getByRole('textbox', { name: 'Text' }).innerHTML).toBe('<h2>Title</h2><p style="text-align: center;">H<sub>2</sub>O</p>');
    cleanup();
    render(<Editor profile="post" html={html} />);
    expect(screen.getByRole('textbox', { name: 'Text' }).innerHTML).toBe('<p>Title</p><p>H2O</p>');
  });
});

describe('the rich-text toolbar', () => {
  it('is one Tab stop that the arrow keys, Home and End move along, skipping disabled buttons', async () => {
    render(
      <>
        <button type="button">Before</button>
        <Editor profile="questionPrompt" html="<p>x</p>" />
      </>,
    );
    const user = userEvent.setup();
    act(() => screen.getByRole('button', { name: 'Before' }).focus());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Underline' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Text' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Underline' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit HTML source' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }));
    await user.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit HTML source' }));
  });

  it('says which formats the selection has (aria-pressed) and applies a command', async () => {
    const onHtml = vi.fn();
    render(<Editor profile="post" html="<p>Hello</p>" onHtml={onHtml} />);
    const user = userEvent.setup();
    act(() => screen.getByRole('textbox', { name: 'Text' }).focus());
    await user.keyboard('{Control>}a{/Control}');
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    expect(onHtml).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>');
  });

  it('reads a tool’s pressed state from the editor, and offers only the mode switch in source mode', async () => {
    const { rerender } = render(<Editor profile="courseHtml" html='<p><a href="https://example.org">link</a></p>' tools={[{ label: 'Link', pressed: (editor) => editor.isActive('link'), onClick: () => {} }]} />);
    const user = userEvent.setup();
    act(() => screen.getByRole('textbox', { name: 'Text' }).focus());
    await user.keyboard('{Control>}a{/Control}');
    expect(screen.getByRole('button', { name: 'Link' }).getAttribute('aria-pressed')).toBe('true');
    rerender(<Editor profile="courseHtml" html="" sourceMode />);
    expect(labels()).toEqual(['Edit HTML source']);
  });

  it('shows the table toolbar while the selection is in a table (courseHtml)', async () => {
    render(<Editor profile="courseHtml" html="<p>x</p>" />);
    const user = userEvent.setup();
    act(() => screen.getByRole('textbox', { name: 'Text' }).focus());
    expect(screen.queryByRole('toolbar', { name: 'Table' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Insert table' }));
    expect(screen.getByRole('toolbar', { name: 'Table' })).toBeTruthy();
  });
});
