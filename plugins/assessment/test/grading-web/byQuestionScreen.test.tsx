import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import ByQuestionScreen from '../../src/web/grading/ByQuestionScreen.tsx';
import { ACTIVITY, ADA, bankItem, CAPITAL, COURSE, CY, ESSAY, fakeApi, gradingRoutes, QUIZ, renderScreen } from './gradingFixture.tsx';

type Handler = (body?: unknown) => unknown;

const BANK = [bankItem(ESSAY, 'BIO-OSMOSIS', false, 'Osmosis'), bankItem(CAPITAL, 'GEO-CAPITAL', true), bankItem('f'.repeat(24), 'BIO-OSMOSIS-FIXED', true, 'Osmosis, corrected'), bankItem('9'.repeat(24), 'OTHERS', false)];

function open(routes: Record<string, Handler> = {}) {
  const api = fakeApi(gradingRoutes({ [`GET assessment/items/?course=${COURSE}`]: () => ({ items: BANK }), ...routes }));
  return { api, ...renderScreen(ByQuestionScreen, api) };
}

const answersTable = () => screen.findByRole('table', { name: 'Answers' });
const answersRegion = (name: RegExp) => screen.getByRole('region', { name });

describe('Grade by question', () => {
  it("starts at the first Question waiting for a person and shows it once, then every student's answer", async () => {
    open();
    const question = (await screen.findByLabelText('Question')) as HTMLSelectElement;
    expect(question.value).toBe(ESSAY);
    expect([...question.options].map((option) => option.text)).toEqual(['Question 1: Osmosis (2 waiting)', 'Question 2']);
    expect(screen.getByRole('heading', { level: 2, name: 'Osmosis (4 points)' })).toBeTruthy();
    expect(screen.getByText('Explain osmosis.')).toBeTruthy();
    const table = await answersTable();
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Cy Young, attempt 2', 'Bob Hope, attempt 1', 'Ada Lovelace, attempt 1']);
    const ada = within(table).getByRole('textbox', { name: 'Answer of Ada Lovelace' }) as HTMLTextAreaElement;
    expect(ada.value).toBe('Solvent crosses toward the solute.');
    expect(ada.readOnly).toBe(true);
    // The score field takes its stored value once the form has read it (one render later on a busy machine).
    await waitFor(() => expect((within(table).getByRole('textbox', { name: 'Score for Bob Hope, attempt 1' }) as HTMLInputElement).value).toBe('3'));
  });

  it('shows only the answers waiting for a person with that filter, and another Question when chosen', async () => {
    open();
    await answersTable();
    await userEvent.click(screen.getByRole('radio', { name: 'Waiting for a person' }));
    expect(within(await answersTable()).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Cy Young, attempt 2', 'Ada Lovelace, attempt 1']);
    await userEvent.selectOptions(screen.getByLabelText('Question'), 'Question 2');
    expect(screen.getByText('No answer to this Question is waiting for a person.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    const table = await answersTable();
    const ada = within(table).getByRole('radiogroup', { name: 'Answer of Ada Lovelace' });
    expect((within(ada).getByRole('radio', { name: 'Lyon' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Right answer').nextElementSibling?.textContent).toBe('Paris');
  });

  it("saves this Question's scores for everyone in one regrade/update, and reloads the answers", async () => {
    const { api } = open({ 'POST regrade/update': () => ({ user_ids: [ADA, CY], component_ids: [QUIZ], jobs: [], changed: 2 }) });
    const table = await answersTable();
    await userEvent.type(within(table).getByRole('textbox', { name: 'Score for Ada Lovelace, attempt 1' }), '2');
    await userEvent.type(within(table).getByRole('textbox', { name: 'Score for Cy Young, attempt 2' }), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save scores' }));
    expect(api.post).toHaveBeenCalledWith('regrade/update', {
      courseId: COURSE,
      componentId: QUIZ,
      sessions: [
        { user_id: CY, activity_id: ACTIVITY, session_id: 'attempt-cy', responses: [{ response_id: ESSAY, attempted: true, score: 4, max_score: 4 }] },
        { user_id: '6c00000000000000000000a2', activity_id: ACTIVITY, session_id: 'attempt-bob', responses: [{ response_id: ESSAY, attempted: true, score: 3, max_score: 4 }] },
        { user_id: ADA, activity_id: ACTIVITY, session_id: 'attempt-ada', responses: [{ response_id: ESSAY, attempted: true, score: 2, max_score: 4 }] },
      ],
    });
    expect(within(answersRegion(/^Osmosis/)).getByRole('status').textContent).toBe('Scores captured. Click Reload in the gradebook to see them.');
    expect(api.post.mock.calls.filter(([path]) => path === 'regrade/get')).toHaveLength(2);
  });

  it('refuses a score above the points with the spec message, sending nothing', async () => {
    const { api } = open();
    const table = await answersTable();
    await userEvent.type(within(table).getByRole('textbox', { name: 'Score for Ada Lovelace, attempt 1' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save scores' }));
    expect(within(answersRegion(/^Osmosis/)).getByRole('status').textContent).toBe(
      'Failed to save score: Please make sure all scores are numbers between 0 and their respective max scores.',
    );
    expect(api.post.mock.calls.some(([path]) => path === 'regrade/update')).toBe(false);
  });

  it("regrades the Question across all attempts from one of the caller's corrected copies", async () => {
    const { api } = open({ [`POST regrade/${COURSE}/${QUIZ}`]: () => ({ changed: 3 }) });
    await answersTable();
    const region = screen.getByRole('region', { name: 'Regrade this Question across all attempts' });
    const reference = within(region).getByLabelText('Reference of this Question') as HTMLInputElement;
    expect(await within(region).findByDisplayValue('BIO-OSMOSIS')).toBe(reference);
    const copy = within(region).getByLabelText('Corrected copy') as HTMLSelectElement;
    expect([...copy.options].map((option) => option.text)).toEqual(['Choose one of your Questions', 'GEO-CAPITAL', 'BIO-OSMOSIS-FIXED — Osmosis, corrected']);
    const regrade = within(region).getByRole('button', { name: 'Regrade this Question across all attempts' }) as HTMLButtonElement;
    expect(regrade.disabled).toBe(true);
    await userEvent.selectOptions(copy, 'BIO-OSMOSIS-FIXED — Osmosis, corrected');
    await userEvent.click(regrade);
    expect(api.post).toHaveBeenCalledWith(`regrade/${COURSE}/${QUIZ}`, { target_item_reference: 'BIO-OSMOSIS', copy_item_reference: 'BIO-OSMOSIS-FIXED' });
    expect(within(region).getByRole('status').textContent).toBe('Regraded 3 attempts.');
    expect(api.post.mock.calls.filter(([path]) => path === 'regrade/get')).toHaveLength(2);
  });

  it("shows the server's refusal of a regrade", async () => {
    open({
      [`POST regrade/${COURSE}/${QUIZ}`]: () => {
        throw new ApiError(404, 'not-found', 'Did not find this Question.');
      },
    });
    await answersTable();
    const region = screen.getByRole('region', { name: 'Regrade this Question across all attempts' });
    await within(region).findByDisplayValue('BIO-OSMOSIS');
    await userEvent.selectOptions(within(region).getByLabelText('Corrected copy'), 'GEO-CAPITAL');
    await userEvent.click(within(region).getByRole('button', { name: 'Regrade this Question across all attempts' }));
    expect(within(region).getByRole('status').textContent).toBe('Did not find this Question.');
  });
});
