import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError } from '@lms/sdk/web';
import { fakeApiClient } from '@lms/sdk/testing/web';
import RubricsManagerScreen from '../../src/web/rubrics/RubricsManagerScreen.tsx';
import type { RubricBody } from '../../src/calls/rubricCalls.ts';
import { RUBRIC_MESSAGES } from '../../src/rules/rubricMessages.ts';
import { AXE_RULES, apiRubric, COURSE, OTTO, renderWithHost } from './rubricWebFixture.tsx';

const LIST = `GET rubrics/${COURSE}`;
const own = apiRubric(1);
const others = apiRubric(2, { owned_by: OTTO, owner_name: 'Otto Other', title: 'Lab report' });

function manager(routes: Parameters<typeof fakeApiClient>[0]) {
  const api = fakeApiClient({ [LIST]: () => [own, others], ...routes });
  const view = renderWithHost(<RubricsManagerScreen params={{ courseId: COURSE }} />, api);
  return { api, ...view };
}

async function openPreview(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Preview ${title}` }));
  return screen.findByRole('heading', { level: 2, name: title });
}

describe('the rubrics manager: LIBRARY', () => {
  it('lists the course rubrics with their owner, filters by title and shows archived ones on request', async () => {
    const { api, container } = manager({
      [`GET rubrics/${COURSE}?search=lab`]: () => [others],
      [`GET rubrics/${COURSE}?search=lab&archived=true`]: () => [others, apiRubric(3, { title: 'Old lab', archived: true })],
    });
    const list = await screen.findByRole('list', { name: 'Rubrics' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Rubric 1Yours · 15 points · used by 0 projects'),
      expect.stringContaining('Lab reportBy Otto Other'),
    ]);
    expect((await axe.run(container, AXE_RULES)).violations).toEqual([]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search rubrics by title' }), 'lab');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Rubrics' })).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show archived rubrics' }));
    expect(await screen.findByText(/Old lab/)).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(`rubrics/${COURSE}?search=lab&archived=true`);
  });
});

describe('PREVIEW', () => {
  it("shows the rubric read-only; its owner edits or archives it", async () => {
    const { api, notify } = manager({
      [`GET rubrics/${COURSE}/${own._id}`]: () => own,
      [`PUT rubrics/${COURSE}/${own._id}/archive`]: () => ({ ...own, archived: true, revision: 2 }),
    });
    await openPreview('Rubric 1');
    expect(screen.getByRole('heading', { level: 3, name: 'Criterion 11' })).toBeTruthy();
    expect(screen.getByText('Total: 15 points')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'The rubric is archived.' }));
    expect(api.put).toHaveBeenCalledWith(`rubrics/${COURSE}/${own._id}/archive`, { revision: 1 });
    expect(await screen.findByRole('button', { name: 'Unarchive' })).toBeTruthy();
  });

  it("says 'Could not load the Rubric.' when it fails to load", async () => {
    manager({
      [`GET rubrics/${COURSE}/${own._id}`]: () => {
        throw new ApiError(500, 'internal-error', 'Something went wrong on our side.');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Rubric 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the Rubric.');
    expect(RUBRIC_MESSAGES.loadFailed).toBe('Could not load the Rubric.');
  });
});

describe('CREATE', () => {
  it('checks the shared rules before it sends, then creates the rubric with its total', async () => {
    const posted: RubricBody[] = [];
    const { api, container } = manager({
      [`POST rubrics/${COURSE}`]: (body) => {
        posted.push(body as RubricBody);
        return { status: { created: true }, rubric: apiRubric(9, { title: 'Poster', total_points: 8 }) };
      },
      [`GET rubrics/${COURSE}/${apiRubric(9)._id}`]: () => apiRubric(9, { title: 'Poster', total_points: 8 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New rubric' }));
    expect(screen.getByRole('heading', { name: 'New rubric' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Poster');
    await userEvent.type(screen.getByRole('textbox', { name: 'Criterion 1 title' }), 'Design');
    await userEvent.type(screen.getByRole('textbox', { name: 'Criterion 1: rating 1 name' }), 'Great');
    await userEvent.click(screen.getByRole('button', { name: 'Save rubric' }));
    expect(screen.getByText('The criteria points can not be equal to 0')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Criterion 1 points' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.post).not.toHaveBeenCalled();
    expect((await axe.run(container, AXE_RULES)).violations).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Criterion 1 points' }), '8');
    await userEvent.type(screen.getByRole('textbox', { name: 'Criterion 1: rating 1 points' }), '9');
    expect(screen.getByText(RUBRIC_MESSAGES.ratingPointsRange)).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Criterion 1: rating 1 points' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Criterion 1: rating 1 points' }), '8');
    expect(screen.getByText('Total points: 8')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save rubric' }));
    await screen.findByRole('heading', { level: 2, name: 'Poster' });
    expect(posted[0]).toMatchObject({ title: 'Poster', total_points: 8, course_id: COURSE, criteria: [{ title: 'Design', max_points: 8, ratings: [{ rating: 'Great', points: 8 }] }] });
  });

  it("puts a 422's message at the field it names and focuses it; a change runs the rules again", async () => {
    manager({
      [`POST rubrics/${COURSE}`]: () => {
        throw new ApiError(422, 'validation-failed', RUBRIC_MESSAGES.ratingTitleRequired, [{ field: '/criteria/0/ratings/0/rating', message: RUBRIC_MESSAGES.ratingTitleRequired }]);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New rubric' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Poster');
    await userEvent.type(screen.getByRole('textbox', { name: 'Criterion 1 title' }), 'Design');
    await userEvent.type(screen.getByRole('textbox', { name: 'Criterion 1 points' }), '8');
    await userEvent.type(screen.getByRole('textbox', { name: 'Criterion 1: rating 1 name' }), 'Great');
    await userEvent.type(screen.getByRole('textbox', { name: 'Criterion 1: rating 1 points' }), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save rubric' }));
    expect(await screen.findByText(RUBRIC_MESSAGES.ratingTitleRequired)).toBeTruthy();
    const ratingName = screen.getByRole('textbox', { name: 'Criterion 1: rating 1 name' });
    expect(ratingName.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(ratingName));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(ratingName, '!');
    await waitFor(() => expect(screen.queryByText(RUBRIC_MESSAGES.ratingTitleRequired)).toBeNull());
    expect(screen.getByRole('heading', { name: 'New rubric' })).toBeTruthy();
  });

  it('adds and removes criteria and ratings from the keyboard, the focus following', async () => {
    manager({});
    await userEvent.click(await screen.findByRole('button', { name: 'New rubric' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a criterion' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Criterion 2 title' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a rating to criterion 2' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Criterion 2: rating 2 name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove criterion 2: rating 1' }));
    expect(screen.queryByRole('textbox', { name: 'Criterion 2: rating 2 name' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove criterion 1' }));
    expect(screen.getByRole('group', { name: 'Criterion 1' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Criterion 2' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a criterion' }));
  });
});

describe('REPLACE_W_NEW', () => {
  it("turns another professor's rubric into a new one of the caller's, with new ids", async () => {
    const posted: RubricBody[] = [];
    manager({
      [`GET rubrics/${COURSE}/${others._id}`]: () => others,
      [`POST rubrics/${COURSE}`]: (body) => {
        posted.push(body as RubricBody);
        return { status: { created: true }, rubric: apiRubric(7, { title: 'Lab report (copy)' }) };
      },
      [`GET rubrics/${COURSE}/${apiRubric(7)._id}`]: () => apiRubric(7, { title: 'Lab report (copy)' }),
    });
    await openPreview('Lab report');
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy and change' }));
    expect(screen.getByRole('heading', { name: 'A new rubric from Lab report' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Lab report (copy)');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new rubric' }));
    await screen.findByRole('heading', { level: 2, name: 'Lab report (copy)' });
    expect(posted[0]!.criteria.map((criterion) => criterion.title)).toEqual(others.criteria.map((criterion) => criterion.title));
    expect(posted[0]!.criteria.map((criterion) => criterion._id)).not.toContain(others.criteria[0]!._id);
  });
});

describe('EDIT and PREVIEW_CHANGES', () => {
  it('saves an unused rubric after the preview of the changes without asking', async () => {
    const { api } = manager({
      [`GET rubrics/${COURSE}/${own._id}`]: () => own,
      [`PUT rubrics/${COURSE}/${own._id}`]: (body) => ({ rubric: { ...own, title: (body as RubricBody).title, revision: 2 }, rescored: 0 }),
    });
    await openPreview('Rubric 1');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Essay');
    await userEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect(screen.getByRole('heading', { name: 'Preview your changes' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Essay' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(`rubrics/${COURSE}/${own._id}`, expect.objectContaining({ title: 'Essay', revision: 1, confirm: false, rescore: false })));
  });

  it('asks before changing a rubric in use, showing each graded student before and after a re-score', async () => {
    const inUse = apiRubric(1, { used_by: 2, graded: 2 });
    const { api, baseElement } = manager({
      [`GET rubrics/${COURSE}/${own._id}`]: () => inUse,
      [`POST rubrics/${COURSE}/${own._id}/rescore-preview`]: () => ({
        components: 2,
        grades: [
          { project_id: 'p1', component_id: 'c1', student_id: 's1', name: 'Hope, Bob', old_grade: 5, new_grade: 7, old_max_score: 15, new_max_score: 17 },
          { project_id: 'p2', component_id: 'c2', student_id: 's2', name: 'Lovelace, Ada', old_grade: 11, new_grade: 13, old_max_score: 15, new_max_score: 17 },
        ],
      }),
      [`PUT rubrics/${COURSE}/${own._id}`]: () => ({ rubric: { ...inUse, revision: 2 }, rescored: 2 }),
    });
    await openPreview('Rubric 1');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const points = screen.getByRole('textbox', { name: 'Criterion 2 points' });
    await userEvent.clear(points);
    await userEvent.type(points, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change a rubric in use?' });
    expect(within(dialog).getByText(/used by 2 project components, and 2 grades were given with it/)).toBeTruthy();
    const table = await within(dialog).findByRole('table', { name: 'Scores before and after a re-score' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['StudentNowRe-scored', 'Hope, Bob5 / 157 / 17', 'Lovelace, Ada11 / 1513 / 17']);
    expect(api.put).not.toHaveBeenCalled();
    expect((await axe.run(baseElement, AXE_RULES)).violations).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Re-score them with the changed rubric' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(`rubrics/${COURSE}/${own._id}`, expect.objectContaining({ confirm: true, rescore: true, total_points: 17 })));
    expect(api.post).toHaveBeenCalledWith(`rubrics/${COURSE}/${own._id}/rescore-preview`, { criteria: expect.any(Array) });
  });

  it('asks when the server says the rubric came into use meanwhile (409 rubric-in-use), keeping grades unless told', async () => {
    let calls = 0;
    const { api } = manager({
      [`GET rubrics/${COURSE}/${own._id}`]: () => own,
      [`PUT rubrics/${COURSE}/${own._id}`]: () => {
        calls += 1;
        if (calls === 1) throw new ApiError(409, 'rubric-in-use', 'This rubric is in use.', [], { components: 2, grades: 0 });
        return { rubric: { ...own, revision: 2 }, rescored: 0 };
      },
    });
    await openPreview('Rubric 1');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change a rubric in use?' });
    expect(within(dialog).queryByRole('table')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.put).toHaveBeenLastCalledWith(`rubrics/${COURSE}/${own._id}`, expect.objectContaining({ confirm: true, rescore: false })));
  });

  it('keeps the changes when someone saved the rubric meanwhile (409 rubric-changed), then saves them on the latest revision', async () => {
    let reads = 0;
    const { api } = manager({
      [`GET rubrics/${COURSE}/${own._id}`]: () => (++reads === 1 ? own : { ...own, title: 'Renamed by a colleague', revision: 2 }),
      [`PUT rubrics/${COURSE}/${own._id}`]: (body) => {
        if ((body as { revision: number }).revision === 1) throw new ApiError(409, 'rubric-changed', 'This rubric was changed meanwhile. Reload it and make your change again.');
        return { rubric: { ...own, title: 'Essay', revision: 3 }, rescored: 0 };
      },
    });
    await openPreview('Rubric 1');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Essay');
    await userEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This rubric was changed meanwhile. Reload it and make your change again.');
    await userEvent.click(screen.getByRole('button', { name: 'Load the latest version, keeping my changes' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('heading', { level: 3, name: 'Essay' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.put).toHaveBeenLastCalledWith(`rubrics/${COURSE}/${own._id}`, expect.objectContaining({ title: 'Essay', revision: 2 })));
  });
});
