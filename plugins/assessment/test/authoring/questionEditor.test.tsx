import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AppLink } from '@lms/sdk/web';
import QuestionEditorScreen from '../../src/web/authoring/QuestionEditorScreen.tsx';
import { apiItem, COURSE, fakeApi, ITEM, renderScreen, stubLayoutForProseMirror, validationError } from './authoringWebFixture.tsx';

stubLayoutForProseMirror();

const NEW_ID = '6b00000000000000000001e9';
const PUT = `PUT assessment/items/${ITEM}/`;
const GET = `GET assessment/items/${ITEM}/`;

afterEach(() => window.history.replaceState(null, '', '/'));

function openNew(type: string, routes: Record<string, (body?: unknown) => unknown> = {}) {
  window.history.replaceState(null, '', `/${COURSE}/questions/new?type=${type}`);
  const api = fakeApi(routes);
  return { api, ...renderScreen(QuestionEditorScreen, { courseId: COURSE, itemId: 'new' }, api, <AppLink to="/courses">All courses</AppLink>) };
}

async function openSaved(item = apiItem(), routes: Record<string, (body?: unknown) => unknown> = {}) {
  const api = fakeApi({ [GET]: () => item, ...routes });
  const rendered = renderScreen(QuestionEditorScreen, { courseId: COURSE, itemId: ITEM }, api, <AppLink to="/courses">All courses</AppLink>);
  await screen.findByRole('form', { name: 'Question' });
  return { api, ...rendered };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('a new Question', () => {
  it('starts as the type its address names, is filled in, and Enter in a one-line field saves it', async () => {
    const { api, navigate } = openNew('single_choice', { 'POST assessment/items/': () => apiItem('single_choice', { _id: NEW_ID }) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New Question');
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe('single_choice');
    await userEvent.type(textbox('Title'), 'Capitals');
    await userEvent.type(textbox('Choice 1'), 'Lyon');
    await userEvent.type(textbox('Choice 2'), 'Paris');
    await userEvent.click(screen.getByRole('radio', { name: 'Choice 2 is right' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add choice' }));
    await userEvent.type(textbox('Choice 3'), 'Nice');
    await userEvent.clear(textbox('Points'));
    await userEvent.type(textbox('Points'), '2,5');
    await userEvent.type(textbox('Reference'), 'CAP-1{Enter}');
    expect(api.post).toHaveBeenCalledWith('assessment/items/', {
      reference: 'CAP-1',
      title: 'Capitals',
      type: 'single_choice',
      prompt: '',
      points: 2.5,
      tags: [],
      hints: [],
      content: { choices: [{ id: 'c1', text: 'Lyon' }, { id: 'c2', text: 'Paris' }, { id: 'c3', text: 'Nice' }], correct: 'c2' },
    });
    expect(navigate).toHaveBeenCalledWith(`/${COURSE}/questions/${NEW_ID}`);
  });

  it("says 'Question created.' once its own editor opens", async () => {
    const { api, unmount } = openNew('true_false', { 'POST assessment/items/': () => apiItem('true_false', { _id: NEW_ID }) });
    await userEvent.type(textbox('Reference'), 'TF-1{Enter}');
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    unmount();
    await openSaved(apiItem('true_false'));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Question created.');
  });

  it('starts a single choice Question when the address names no known type', () => {
    openNew('essay');
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe('single_choice');
  });
});

describe('the save of a Question', () => {
  it("shows the server's messages under their fields and all of them above the form", async () => {
    const fields = [
      { field: 'reference', message: 'You already have a Question with this reference. Choose another one.' },
      { field: 'content/choices/1/text', message: 'Each choice needs a text of at most 1000 characters.' },
      { field: 'hints/0', message: 'Each hint is a text of 1 to 1000 characters.' },
      { field: 'tags/0/name', message: 'You can only share Questions with a course you teach.' },
    ];
    await openSaved(apiItem('single_choice', { hints: [' '], tags: [{ type: 'Course', name: 'Bio' }] }), { [PUT]: () => Promise.reject(validationError(fields)) });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByText('The Question was not saved:');
    expect(within(summary.parentElement!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(fields.map((field) => field.message));
    for (const [name, message] of [
      ['Reference', fields[0]!.message],
      ['Choice 2', fields[1]!.message],
      ['Hint 1', fields[2]!.message],
      ['Tag 1 name', fields[3]!.message],
    ]) {
      const control = textbox(name!);
      expect(control.getAttribute('aria-invalid'), name).toBe('true');
      const described = control.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described, name).toContain(message);
    }
  });

  it("saves the author's Question in place and says so", async () => {
    const { api } = await openSaved(apiItem(), { [PUT]: (body) => ({ ...apiItem(), title: (body as { title: string }).title }) });
    await userEvent.clear(textbox('Title'));
    await userEvent.type(textbox('Title'), 'Cells{Enter}');
    expect(api.put).toHaveBeenCalledWith(`assessment/items/${ITEM}/`, expect.objectContaining({ reference: 'CELL-1', title: 'Cells' }));
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Question saved.'));
    expect((textbox('Title') as HTMLInputElement).value).toBe('Cells');
  });

  it('keeps what is typed while a save is on its way, as unsaved', async () => {
    let answer: (item: unknown) => void = () => undefined;
    const { navigate } = await openSaved(apiItem(), { [PUT]: () => new Promise((resolve) => (answer = resolve)) });
    await userEvent.type(textbox('Title'), ' 1{Enter}');
    await userEvent.type(textbox('Title'), '2');
    await act(async () => answer({ ...apiItem(), title: 'Membranes 1' }));
    expect((textbox('Title') as HTMLInputElement).value).toBe('Membranes 12');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Unsaved changes' })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks before changing the reference of a saved Question', async () => {
    const { api } = await openSaved(apiItem(), { [PUT]: (body) => ({ ...apiItem(), reference: (body as { reference: string }).reference }) });
    await userEvent.clear(textbox('Reference'));
    await userEvent.type(textbox('Reference'), 'CELL-2{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Change the reference?' });
    expect(dialog.textContent).toContain('changes from “CELL-1” to “CELL-2”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the reference' }));
    expect(api.put).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change it and save' }));
    expect(api.put).toHaveBeenCalledWith(`assessment/items/${ITEM}/`, expect.objectContaining({ reference: 'CELL-2' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Question CELL-2'));
  });

  it("says an edit of someone else's Question was saved as a copy, and moves to the copy", async () => {
    const theirs = apiItem('true_false', { mine: false, owned_by: 'someone' });
    const { navigate, unmount } = await openSaved(theirs, { [PUT]: () => ({ ...apiItem('true_false', { _id: NEW_ID }), relocated: { from: ITEM, to: NEW_ID } }) });
    expect(screen.getByText(/This Question belongs to another author: saving makes a copy of your own/)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'False' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(navigate).toHaveBeenCalledWith(`/${COURSE}/questions/${NEW_ID}`);
    unmount();
    await openSaved(apiItem('true_false', { _id: NEW_ID }));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('This Question belongs to another author, so your changes were saved as a copy of your own.');
  });

  it('says why a Question could not load', async () => {
    const api = fakeApi({});
    renderScreen(QuestionEditorScreen, { courseId: COURSE, itemId: ITEM }, api);
    expect((await screen.findByRole('alert')).textContent).toBe(`Could not load this Question: unexpected GET assessment/items/${ITEM}/`);
  });
});

describe('leaving the editor', () => {
  it('goes back to the list on Escape when nothing changed', async () => {
    const { navigate } = await openSaved();
    act(() => textbox('Title').focus());
    await userEvent.keyboard('{Escape}');
    expect(navigate).toHaveBeenCalledWith(`/${COURSE}/questions`);
  });

  it('asks on Escape and Cancel when there are unsaved changes; staying keeps them', async () => {
    const { navigate } = await openSaved();
    await userEvent.type(textbox('Title'), ' changed');
    await userEvent.keyboard('{Escape}');
    const dialog = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(navigate).not.toHaveBeenCalled();
    expect((textbox('Title') as HTMLInputElement).value).toBe('Membranes changed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(navigate).toHaveBeenCalledWith(`/${COURSE}/questions`);
  });

  it("asks before following any in-app link, the shell's included, and warns on closing the tab", async () => {
    const { navigate } = await openSaved();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: /Share with this course/ }));
    expect(unload()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'All courses' }));
    expect(screen.getByRole('alertdialog', { name: 'Unsaved changes' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(navigate).toHaveBeenCalledWith('/courses');
    // Back as it was: nothing to warn about.
    await userEvent.click(screen.getByRole('checkbox', { name: /Share with this course/ }));
    expect(unload()).toBe(false);
  });
});
