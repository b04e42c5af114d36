import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiItemWithHints } from '../../src/schemas/itemBody.ts';
import QuestionEditorScreen from '../../src/web/authoring/QuestionEditorScreen.tsx';
import { apiItem, COURSE, fakeApi, ITEM, renderScreen, stubLayoutForProseMirror } from './authoringWebFixture.tsx';

stubLayoutForProseMirror();

const cellImage = {
  _id: 'f'.repeat(24),
  course_id: COURSE,
  library: 'images',
  name: 'cell.png',
  display_name: 'A cell',
  extension: 'png',
  mimetype: 'image/png',
  type: 'image',
  size: 10,
  sha256: '0'.repeat(64),
  url: '/server/media/cell.png',
  thumbnail_url: null,
  width: 10,
  height: 10,
  alt_text: null,
};

async function edit(item: ApiItemWithHints) {
  const api = fakeApi({
    [`GET assessment/items/${ITEM}/`]: () => item,
    [`PUT assessment/items/${ITEM}/`]: (body) => ({ ...item, ...(body as object) }),
    [`GET images/${COURSE}/`]: () => ({ files: [cellImage] }),
  });
  renderScreen(QuestionEditorScreen, { courseId: COURSE, itemId: ITEM }, api);
  await screen.findByRole('form', { name: 'Question' });
  return { api, sentPrompt: () => (api.put.mock.calls.at(-1)![1] as { prompt: string }).prompt };
}

const visual = () => screen.getByRole('textbox', { name: 'Question text' });
const source = () => screen.getByRole('textbox', { name: 'Question text (HTML source)' }) as HTMLTextAreaElement;

describe('the question text', () => {
  it('is written in the visual editor, formatted from its toolbar, and saved as HTML', async () => {
    const { sentPrompt } = await edit(apiItem('true_false', { prompt: '' }));
    act(() => visual().focus());
    await userEvent.keyboard('Water boils at 100 degrees.');
    // jsdom has no layout: the keyboard selects (all of it).
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sentPrompt()).toBe('<p><strong>Water boils at 100 degrees.</strong></p>');
  });

  it('shows its HTML source a toggle away, and the visual editor takes the edited source back', async () => {
    const { sentPrompt } = await edit(apiItem('true_false', { prompt: '<p>Old</p>' }));
    expect(visual().innerHTML).toContain('Old');
    await userEvent.click(screen.getByRole('button', { name: 'HTML source' }));
    expect(source().value).toBe('<p>Old</p>');
    expect(screen.queryByRole('button', { name: 'Bold' })).toBeNull();
    await userEvent.clear(source());
    await userEvent.click(source());
    await userEvent.paste('<p>New <em>text</em></p>');
    await userEvent.click(screen.getByRole('button', { name: 'HTML source' }));
    expect(screen.queryByRole('textbox', { name: 'Question text (HTML source)' })).toBeNull();
    expect(visual().innerHTML).toContain('<em>text</em>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sentPrompt()).toBe('<p>New <em>text</em></p>');
  });

  it('opens as source, saying why, when it holds HTML the visual editor would drop, and stays so until it does not', async () => {
    const table = '<table><tbody><tr><td>H2O</td></tr></tbody></table>';
    const { sentPrompt } = await edit(apiItem('true_false', { prompt: table }));
    expect(source().value).toBe(table);
    const notice = screen.getByText(/This text uses HTML the visual editor cannot keep/);
    expect(source().getAttribute('aria-describedby')).toContain(notice.id);
    await userEvent.click(screen.getByRole('button', { name: 'HTML source' }));
    expect(source().value).toBe(table);
    // Saved untouched: the table is not lost.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sentPrompt()).toBe(table);
  });

  it('links the selected text; Enter in the address applies the link, not the save', async () => {
    const { api } = await edit(apiItem('true_false', { prompt: '' }));
    act(() => visual().focus());
    await userEvent.keyboard('the notes');
    // jsdom has no layout: the keyboard selects (all of it).
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Link address' }), 'ftp://nope{Enter}');
    expect(screen.getByText('A link address starts with http://, https://, mailto: or /.')).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Link address' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Link address' }), 'https://example.org/notes{Enter}');
    expect(api.put).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    expect(visual().querySelector('a')?.getAttribute('href')).toBe('https://example.org/notes');
    expect(visual().querySelector('a')?.textContent).toBe('the notes');
  });

  it("inserts an image of the course's library with its description", async () => {
    const { sentPrompt } = await edit(apiItem('true_false', { prompt: '' }));
    await userEvent.click(screen.getByRole('button', { name: 'Image' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Image description (alt text)' }), 'A plant cell');
    await userEvent.click(await screen.findByRole('button', { name: /A cell/ }));
    expect(screen.queryByRole('textbox', { name: 'Image description (alt text)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sentPrompt()).toBe('<p><img src="/server/media/cell.png" alt="A plant cell"></p>');
  });

  it('gives an uploaded image the description typed while it was uploading', async () => {
    const { api, sentPrompt } = await edit(apiItem('true_false', { prompt: '' }));
    let answer!: (uploaded: unknown) => void;
    api.upload = vi.fn(() => new Promise((resolve) => (answer = resolve))) as never;
    await userEvent.click(screen.getByRole('button', { name: 'Image' }));
    await userEvent.upload(screen.getByLabelText('File'), new File(['png'], 'cell.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Image description (alt text)' }), 'A plant cell');
    await act(async () => answer({ data: cellImage, mimetype: 'image/png' }));
    expect(screen.queryByRole('textbox', { name: 'Image description (alt text)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sentPrompt()).toBe('<p><img src="/server/media/cell.png" alt="A plant cell"></p>');
  });
});
