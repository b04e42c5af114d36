import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RichTextEditor as Editor } from '@lms/sdk/web/richText';
import { renderEditor } from './renderHtmlEditor.tsx';
import { stubLayoutForProseMirror } from '@lms/sdk/testing/web';

stubLayoutForProseMirror();

async function openImageForm(html: string) {
  const rendered = renderEditor(html);
  act(() => rendered.textbox.focus());
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Image' }));
  return { ...rendered, user, url: screen.getByRole('textbox', { name: 'Image URL' }), alt: screen.getByRole('textbox', { name: 'Alt text' }) };
}

/** The error a field's description holds. */
function errorOf(input: HTMLElement) {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'))?.textContent;
}

function tableRows(textbox: HTMLElement) {
  return textbox.querySelectorAll('table tr').length;
}

describe('HtmlEditor images', () => {
  it('requires alt text', async () => {
    const { user, url, alt, onChange } = await openImageForm('<p>Cells</p>');
    expect(document.activeElement).toBe(url);
    await user.type(url, 'https://example.org/cell.png');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // In a kit form the focus goes to the wrong field, which reads its error (the error is not an alert).
    expect(errorOf(await screen.findByRole('textbox', { name: 'Alt text' }))).toBe('Alt text is required for images');
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(alt);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('rejects a javascript: URL', async () => {
    const { user, url, alt, onChange } = await openImageForm('<p>Cells</p>');
    await user.type(url, 'javascript:alert(1)');
    await user.type(alt, 'A cell');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(errorOf(url)).toBe('URL is invalid.');
    expect(document.activeElement).toBe(url);
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a field\'s message away once the author changes it', async () => {
    const { user, url, alt } = await openImageForm('<p>Cells</p>');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(errorOf(url)).toBe('URL is invalid.');
    expect(errorOf(alt)).toBe('Alt text is required for images');
    expect(document.activeElement).toBe(url);
    await user.type(url, 'h');
    expect(url.getAttribute('aria-invalid')).toBe('false');
    expect(errorOf(alt)).toBe('Alt text is required for images');
  });

  it('inserts an image with its source and alt text', async () => {
    const { user, url, alt, lastHtml } = await openImageForm('<p>Cells</p>');
    await user.type(url, '/media/cell.png');
    await user.type(alt, 'A plant cell{Enter}');
    expect(lastHtml()).toBe('<p><img src="/media/cell.png" alt="A plant cell">Cells</p>');
    expect(screen.queryByRole('group', { name: 'Image' })).toBeNull();
  });

  it('changes the selected image, keeping its size and title', async () => {
    const { textbox, lastHtml } = renderEditor('<p><img src="/a.png" alt="Old" width="40" height="30" title="Cell"></p>');
    // Stands in for clicking the image, which needs a layout jsdom does not have.
    const { editor } = textbox as HTMLElement & { editor?: Editor };
    act(() => {
      editor?.chain().focus().setNodeSelection(1).run();
    });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Image' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Image' }));
    const alt = screen.getByRole<HTMLInputElement>('textbox', { name: 'Alt text' });
    expect(alt.value).toBe('Old');
    await user.clear(alt);
    await user.type(alt, 'New{Enter}');
    expect(lastHtml()).toBe('<p><img src="/a.png" alt="New" title="Cell" width="40" height="30"></p>');
  });
});

describe('HtmlEditor tables', () => {
  it('inserts a 3x3 table with a header row', async () => {
    const { textbox, lastHtml } = renderEditor('<p>Cells</p>');
    act(() => textbox.focus());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Insert table' }));
    expect(tableRows(textbox)).toBe(3);
    expect(textbox.querySelectorAll('table tr:first-child th').length).toBe(3);
    expect(lastHtml()).toContain('<thead><tr><th>');
  });

  it('reports a table inserted into an empty editor, though it has no text yet', async () => {
    const { textbox, lastHtml } = renderEditor('');
    act(() => textbox.focus());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Insert table' }));
    expect(lastHtml()).toMatch(/^<table><thead>/);
  });

  it('offers row and column commands only in a table', async () => {
    const { textbox } = renderEditor('<p>Cells</p>');
    expect(screen.queryByRole('toolbar', { name: 'Table' })).toBeNull();
    act(() => textbox.focus());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Insert table' }));
    expect(screen.getByRole('toolbar', { name: 'Table' })).toBeTruthy();
  });

  it('adds and deletes rows and columns, and deletes the table', async () => {
    const { textbox, lastHtml } = renderEditor('<p>Cells</p>');
    act(() => textbox.focus());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Insert table' }));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(tableRows(textbox)).toBe(4);
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(textbox.querySelectorAll('table tr:last-child td').length).toBe(4);
    await user.click(screen.getByRole('button', { name: 'Delete column' }));
    expect(textbox.querySelectorAll('table tr:last-child td').length).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    expect(tableRows(textbox)).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Delete table' }));
    expect(textbox.querySelector('table')).toBeNull();
    expect(lastHtml()).not.toContain('<table');
  });
});
