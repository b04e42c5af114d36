import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import QuestionListScreen from '../../src/web/authoring/QuestionListScreen.tsx';
import { apiItem, COURSE, fakeApi, ITEM, LIST, OTHER, renderScreen, summaryOf, validationError } from './authoringWebFixture.tsx';
import { CHOICE_21 } from '../qti/samples.ts';

const OTHERS = '6b00000000000000000001e2';
const mine = summaryOf(apiItem('single_choice', { tags: [{ type: 'Learning Objective', name: 'Cells' }, { type: 'course_id', name: COURSE }] }));
const theirs = summaryOf(apiItem('numeric', { _id: OTHERS, reference: 'PHYS-9', title: 'Gravity', points: 1.5, owned_by: OTHER, mine: false }));

function showList(routes: Record<string, (body?: unknown) => unknown> = {}) {
  const api = fakeApi({ [`GET ${LIST}`]: () => ({ items: [mine, theirs] }), ...routes });
  return { api, ...renderScreen(QuestionListScreen, { courseId: COURSE }, api) };
}

describe('the Questions list', () => {
  it("shows the author's Questions and those shared with the course, with their reference, title, type, points, tags, owner and date", async () => {
    const { api } = showList();
    const table = await screen.findByRole('grid', { name: 'Questions' });
    expect(api.get).toHaveBeenCalledWith(LIST);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Reference', 'Title', 'Type', 'Points', 'Tags', 'Owner', 'Updated', 'Actions']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getAllByRole('gridcell').map((cell) => cell.textContent).slice(0, 5)).toEqual(['Membranes', 'Single choice', '2', 'Learning Objective: CellsShared with this course', 'Me']);
    expect(within(first!).getByRole('link', { name: 'CELL-1' }).getAttribute('href')).toBe(`/${COURSE}/questions/${ITEM}`);
    expect(within(first!).getByRole('button', { name: 'Delete CELL-1' })).toBeTruthy();
    expect(within(second!).getAllByRole('gridcell').map((cell) => cell.textContent).slice(0, 5)).toEqual(['Gravity', 'Numeric', '1.5', '', 'Another author']);
    expect(within(second!).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(second!).getByText((_, element) => element?.tagName === 'TIME').getAttribute('dateTime')).toBe(theirs.updated_at);
    expect(screen.getByRole('status').textContent).toBe('2 Questions');
  });

  it('opens a Question in its editor without reloading the app', async () => {
    const { navigate } = showList();
    await userEvent.click(await screen.findByRole('link', { name: 'PHYS-9' }));
    expect(navigate).toHaveBeenCalledWith(`/${COURSE}/questions/${OTHERS}`);
  });

  it('filters by text, type and tag, asking the server', async () => {
    const { api } = showList({
      [`GET ${LIST}&q=cell`]: () => ({ items: [mine] }),
      [`GET ${LIST}&q=cell&type=single_choice`]: () => ({ items: [mine] }),
      [`GET ${LIST}&q=cell&type=single_choice&tag=Cells&tag_type=Learning+Objective`]: () => ({ items: [mine] }),
    });
    await screen.findByRole('grid');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'cell');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 Question'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Single choice');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tag type' }), 'Learning Objective');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tag' }), 'Cells');
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith(`${LIST}&q=cell&type=single_choice&tag=Cells&tag_type=Learning+Objective`));
    // Typing pauses before asking: not one call per letter.
    expect(api.get.mock.calls.filter(([path]) => String(path).includes('tag=C&')).length).toBe(0);
  });

  it("says 'Tags not found' (error 20004) under the tag when no Question has it", async () => {
    showList({ [`GET ${LIST}&tag=Astronomy`]: () => Promise.reject(new ApiError(404, '20004', 'Tags not found')) });
    await screen.findByRole('grid');
    const tag = screen.getByRole('textbox', { name: 'Tag' });
    await userEvent.type(tag, 'Astronomy');
    const alerts = await screen.findAllByText('Tags not found');
    expect(alerts.length).toBeGreaterThan(0);
    expect(tag.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(tag.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Tags not found');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('says when nothing matches, and when the list could not load', async () => {
    showList({ [`GET ${LIST}&q=zzz`]: () => ({ items: [] }), [`GET ${LIST}&q=boom`]: () => Promise.reject(new ApiError(500, 'internal-error', 'Something went wrong on our side.')) });
    await screen.findByRole('grid');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No Questions found.')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, 'boom');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the Questions: Something went wrong on our side.');
  });

  it('deletes one of the author\'s Questions after a confirmation, and lists again', async () => {
    const { api, notify } = showList({ [`DELETE assessment/items/${ITEM}/`]: () => undefined });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete CELL-1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this Question?' });
    expect(dialog.textContent).toContain('“CELL-1” is deleted for good.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.delete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete CELL-1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(api.delete).toHaveBeenCalledWith(`assessment/items/${ITEM}/`, undefined);
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Question deleted.' });
  });

  it('starts a new Question of the chosen type', async () => {
    const { navigate } = showList();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type of the new Question' }), 'Fill in the blanks');
    await userEvent.click(screen.getByRole('button', { name: 'New Question' }));
    expect(navigate).toHaveBeenCalledWith(`/${COURSE}/questions/new?type=fill_blanks`);
  });
});

describe('importing a QTI item', () => {
  it('imports pasted XML and opens the new Question in its editor', async () => {
    const imported = apiItem('single_choice', { _id: OTHERS, reference: 'choice' });
    const { api, navigate } = showList({ 'POST assessment/items/import/': () => imported });
    await userEvent.click(screen.getByRole('button', { name: 'Import QTI' }));
    const form = screen.getByRole('form', { name: 'Import a QTI item' });
    await userEvent.click(within(form).getByRole('textbox', { name: 'QTI XML' }));
    await userEvent.paste(CHOICE_21);
    await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
    expect(api.post).toHaveBeenCalledWith('assessment/items/import/', { xml: CHOICE_21 });
    expect(navigate).toHaveBeenCalledWith(`/${COURSE}/questions/${OTHERS}`);
  });

  it("shows the server's messages on their fields, and sends the reference typed", async () => {
    const unsupported = 'The hotspotInteraction is not supported. Supported: choice, text entry, order, match, associate, extended text and upload interactions.';
    const { api } = showList({ 'POST assessment/items/import/': () => Promise.reject(validationError([{ field: 'xml', message: unsupported }])) });
    await userEvent.click(screen.getByRole('button', { name: 'Import QTI' }));
    const xml = screen.getByRole('textbox', { name: 'QTI XML' });
    await userEvent.click(xml);
    await userEvent.paste('<assessmentItem/>');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reference' }), 'HOT-1{Enter}');
    expect(api.post).toHaveBeenCalledWith('assessment/items/import/', { xml: '<assessmentItem/>', reference: 'HOT-1' });
    await waitFor(() => expect(xml.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = xml.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(unsupported);
  });

  it('reads an .xml file into the field, and refuses another kind of file', async () => {
    showList();
    await userEvent.click(screen.getByRole('button', { name: 'Import QTI' }));
    const picker = screen.getByLabelText('Or read an .xml file');
    await userEvent.upload(picker, new File([CHOICE_21], 'choice.xml', { type: 'text/xml' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'QTI XML' }) as HTMLTextAreaElement).value).toBe(CHOICE_21));
    expect(screen.getByText('Read choice.xml.')).toBeTruthy();
    await userEvent.upload(picker, new File(['x'], 'notes.txt', { type: 'text/xml' }));
    expect(await screen.findByText('Pick an .xml file.')).toBeTruthy();
  });
});
