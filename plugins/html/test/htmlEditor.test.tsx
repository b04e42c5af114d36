import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { componentFixture, stubLayoutForProseMirror } from '@lms/sdk/testing/web';
import HtmlEditor from '../src/web/HtmlEditor.tsx';
import { renderEditor, selectAll } from './renderHtmlEditor.tsx';

stubLayoutForProseMirror();

const TOOLBAR_LABELS = [
  'Bold', 'Italic', 'Underline', 'Strikethrough', 'Subscript', 'Superscript', 'Highlight', 'Heading 2', 'Heading 3',
  'Bulleted list', 'Numbered list', 'Quote', 'Code block', 'Align left', 'Align center', 'Align right', 'Justify',
  'Link', 'Image', 'Insert table', 'Horizontal rule', 'Undo', 'Redo', 'Edit HTML source',
];

describe('HtmlEditor', () => {
  it('offers every formatting command as a labelled button', () => {
    renderEditor('');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = [...toolbar.querySelectorAll('button[type="button"]')];
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(TOOLBAR_LABELS);
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the stored html', () => {
    const { textbox } = renderEditor('<h2>Cells</h2><ul><li>Nucleus</li></ul>');
    expect(textbox.querySelector('h2')?.textContent).toBe('Cells');
    expect(textbox.querySelector('li')?.textContent).toBe('Nucleus');
  });

  it('reports typed text as html', async () => {
    const { textbox, lastHtml } = renderEditor('<p>Cells</p>');
    act(() => textbox.focus());
    await userEvent.setup().keyboard('Plant ');
    expect(lastHtml()).toBe('<p>Plant Cells</p>');
  });

  it('reports no change when only focused', () => {
    const { textbox, onChange } = renderEditor('<h2>Cells</h2>');
    act(() => textbox.focus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports a formatting change as html', async () => {
    const { textbox, lastHtml } = renderEditor('<p>Cells divide</p>');
    const user = await selectAll(textbox);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(lastHtml()).toBe('<p><strong>Cells divide</strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('turns the selection into a heading and a list', async () => {
    const { textbox, lastHtml } = renderEditor('<p>Cells</p>');
    const user = await selectAll(textbox);
    await user.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(lastHtml()).toBe('<h2>Cells</h2>');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(lastHtml()).toBe('<ul><li><p>Cells</p></li></ul>');
  });

  it('reports an emptied editor as empty html', async () => {
    const { textbox, lastHtml } = renderEditor('<p>Cells</p>');
    const user = await selectAll(textbox);
    await user.keyboard('{Backspace}');
    expect(lastHtml()).toBe('');
  });

  it('links the selection to an accepted URL', async () => {
    const { textbox, lastHtml } = renderEditor('<p>Cells</p>');
    const user = await selectAll(textbox);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link URL' }), 'https://example.org/cells{Enter}');
    expect(lastHtml()).toMatch(/^<p><a [^>]*href="https:\/\/example\.org\/cells"[^>]*>Cells<\/a><\/p>$/);
    expect(screen.queryByRole('textbox', { name: 'Link URL' })).toBeNull();
  });

  it('rejects a javascript: link', async () => {
    const { textbox, onChange } = renderEditor('<p>Cells</p>');
    const user = await selectAll(textbox);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link URL' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('URL is invalid.');
    expect(screen.getByRole('textbox', { name: 'Link URL' }).getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes a link when the URL is emptied', async () => {
    const { textbox, lastHtml } = renderEditor('<p><a href="https://example.org">Cells</a></p>');
    const user = await selectAll(textbox);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const input = screen.getByRole('textbox', { name: 'Link URL' });
    expect((input as HTMLInputElement).value).toBe('https://example.org');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(lastHtml()).toBe('<p>Cells</p>');
  });

  it('moves between toolbar buttons with the arrow keys', async () => {
    renderEditor('<p>Cells</p>');
    const user = userEvent.setup();
    act(() => screen.getByRole('button', { name: 'Bold' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit HTML source' }));
    await user.keyboard('{ArrowLeft}');
    // Undo and Redo are disabled: nothing to undo yet.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Horizontal rule' }));
  });

  it('does not warn about content it keeps', () => {
    renderEditor('<h2>Cells</h2><ul><li><a href="/notes">Notes</a></li></ul><table><tbody><tr><td>1</td></tr></tbody></table>');
    expect(screen.queryByText(/cannot keep/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'HTML source' })).toBeNull();
  });

  it('sets text-align, subscript, superscript and highlight', async () => {
    const { textbox, lastHtml } = renderEditor('<p>Cells</p>');
    const user = await selectAll(textbox);
    await user.click(screen.getByRole('button', { name: 'Align center' }));
    expect(lastHtml()).toBe('<p style="text-align: center;">Cells</p>');
    expect(screen.getByRole('button', { name: 'Align center' }).getAttribute('aria-pressed')).toBe('true');
    for (const [label, tag] of [['Subscript', 'sub'], ['Superscript', 'sup'], ['Highlight', 'mark']] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      expect(lastHtml()).toContain(`<${tag}>Cells</${tag}>`);
    }
    // Text is lowered or raised, not both.
    expect(lastHtml()).not.toContain('<sub>');
  });

  it('shows the save error for the html field', () => {
    const { textbox } = renderEditor('<p>Cells</p>', { html: 'The HTML content is too long (at most 512 KiB).' });
    expect(screen.getByRole('alert').textContent).toBe('The HTML content is too long (at most 512 KiB).');
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows other content when the value changes from outside, without reporting a change', () => {
    const { textbox, props, rerender, onChange } = renderEditor('<p>Cells</p>');
    rerender(<HtmlEditor {...props} component={componentFixture('html', { html: '<p>Tissues</p>' }, { _id: 'component-2' })} value={{ html: '<p>Tissues</p>' }} />);
    expect(textbox.textContent).toBe('Tissues');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps its content when given back the html it reported', async () => {
    const { textbox, props, rerender, lastHtml } = renderEditor('<p>Cells</p>');
    const user = await selectAll(textbox);
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    const reported = lastHtml();
    expect(reported).toBe('<p><em>Cells</em></p>');
    rerender(<HtmlEditor {...props} value={{ html: reported ?? '' }} />);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(lastHtml()).toBe('<p>Cells</p>');
  });
});
