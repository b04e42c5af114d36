import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError } from '@lms/sdk/web';
import { componentFixture, fakeApiClient, type FakeApiHandler } from '@lms/sdk/testing/web';
import type { ProjectAnswer } from '../src/calls/projectCalls.ts';
import type { ApiProject } from '../src/schemas/projectTypes.ts';
import { DEFAULT_PROJECT_CONFIG } from '../src/schemas/projectConfig.ts';
import { ReopenDialog } from '../src/web/projects/ReopenDialog.tsx';
import ProjectScreen from '../src/web/projects/ProjectScreen.tsx';
import { AXE, BOB, COMPONENT, COURSE, LESSON, PAGE, PROJECT, VERSION, artifact, grade, professor, project, renderWithHost, user } from './projectWebFixture.tsx';

const BASE = `projects/${COURSE}/${PROJECT}`;
const params = { courseId: COURSE, lessonId: LESSON, pageId: PAGE, componentId: COMPONENT, projectId: PROJECT };

function routes(answer: ProjectAnswer, more: Record<string, FakeApiHandler> = {}) {
  return {
    [`GET ${BASE}`]: () => answer,
    [`GET components/${COURSE}/${COMPONENT}/`]: () => componentFixture('project', DEFAULT_PROJECT_CONFIG, { _id: COMPONENT, title: 'Portfolio', description: 'Build a bridge.', course_id: COURSE }),
    [`GET ${BASE}/versions`]: () => [],
    ...more,
  };
}

const mine = (overrides: Partial<ApiProject> = {}, artifacts = [artifact({ title: 'Essay' })]): ProjectAnswer => ({ project: project(overrides, artifacts), mode: 'myProjectView', grade: null, rubric: null });
const withRevision = (revision: number, overrides: Partial<ApiProject> = {}) => project({ revision, ...overrides });

describe('the project screen modes', () => {
  it('myProjectView: the owner edits, the instructions are in the panel, and it is axe-clean', async () => {
    const rendered = renderWithHost(<ProjectScreen params={params} />, fakeApiClient(routes(mine())));
    expect(await screen.findByRole('heading', { level: 1, name: 'My portfolio' })).toBeTruthy();
    expect(await screen.findByText('Build a bridge.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Essay (Text)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit project' }));
    expect(screen.getByRole('button', { name: 'Move Essay down' })).toBeTruthy();
    expect(rendered.container.querySelector('[data-mode]')?.getAttribute('data-mode')).toBe('edit');
    expect((await axe.run(rendered.container, AXE)).violations).toEqual([]);
  });

  it('foreignProjectView: a classmate reads it, with nothing to change', async () => {
    const answer: ProjectAnswer = { ...mine({ status: 'shared', locked: true, user: { id: BOB, label: 'Bob Hope' }, owned_by: { _id: BOB } }), mode: 'foreignProjectView' };
    const rendered = renderWithHost(<ProjectScreen params={params} />, fakeApiClient(routes(answer)));
    expect(await screen.findByText(/By Bob Hope/)).toBeTruthy();
    expect(screen.getByText(/Read only/)).toBeTruthy();
    for (const name of ['Edit project', 'Share', 'Submit', 'Rename', 'Reopen']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect((await axe.run(rendered.container, AXE)).violations).toEqual([]);
  });

  it('previewView: a professor reopens a submitted project after the ordinary warning', async () => {
    const answer: ProjectAnswer = { ...mine({ status: 'submitted', locked: true }), mode: 'previewView' };
    const api = fakeApiClient(routes(answer, { [`PUT ${BASE}/versions/${VERSION}`]: () => withRevision(2) }));
    const rendered = renderWithHost(<ProjectScreen params={params} />, api, { who: professor() });
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reopen this project?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(`${BASE}/versions/${VERSION}`, { is_submitted: false, course_id: COURSE, revision: 1 }));
    expect(rendered.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: 'The project has been reopened.' }));
  });

  it('a project that does not load sends the reader to the course list', async () => {
    const api = fakeApiClient({
      [`GET ${BASE}`]: () => {
        throw new ApiError(403, 'access-denied', 'You may not read this project.');
      },
      [`GET components/${COURSE}/${COMPONENT}/`]: () => componentFixture('project', DEFAULT_PROJECT_CONFIG, { _id: COMPONENT }),
    });
    const rendered = renderWithHost(<ProjectScreen params={params} />, api);
    await waitFor(() => expect(rendered.navigations).toEqual(['/courses']));
  });
});

describe('the reopen warnings', () => {
  it('warns more strongly when the screen holds unsaved changes', () => {
    const noop = () => undefined;
    const { unmount } = render(<ReopenDialog hasUnsavedChanges studentName="Ada Lovelace" busy={false} onConfirm={noop} onCancel={noop} />);
    expect(screen.getByRole('alertdialog', { name: 'Reopen with unsaved changes?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard and reopen' })).toBeTruthy();
    unmount();
    render(<ReopenDialog hasUnsavedChanges={false} studentName="Ada Lovelace" busy={false} onConfirm={noop} onCancel={noop} />);
    expect(screen.getByRole('alertdialog', { name: 'Reopen this project?' })).toBeTruthy();
  });
});

describe('status buttons and their messages', () => {
  it('shares, unshares and submits with the revision read, each with its message', async () => {
    let current = withRevision(1);
    const api = fakeApiClient(
      routes(mine(), {
        [`PUT ${BASE}/versions/${VERSION}`]: (body) => {
          const change = body as { is_shared?: boolean; is_submitted?: boolean };
          const status = change.is_submitted ? 'submitted' : change.is_shared ? 'shared' : 'draft';
          current = withRevision(current.revision + 1, { status, locked: status !== 'draft' });
          return current;
        },
      }),
    );
    const rendered = renderWithHost(<ProjectScreen params={params} />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(rendered.notify).toHaveBeenCalledWith({ type: 'success', message: 'Your project has been shared', timeout: 2000 }));
    expect(screen.getByText('Your project is shared: unshare it to change it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unshare' }));
    await waitFor(() => expect(rendered.notify).toHaveBeenCalledWith({ type: 'success', message: 'Your project has been unshared', timeout: 2000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Submit your project?' })).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(rendered.notify).toHaveBeenCalledWith({ type: 'success', message: 'Your project was submitted to your instructor.', timeout: 2000 }));
    expect(api.put.mock.calls.map(([, body]) => body)).toEqual([
      { is_shared: true, revision: 1 },
      { is_shared: false, revision: 2 },
      { is_submitted: true, course_id: COURSE, revision: 3 },
    ]);
    expect(screen.queryByRole('button', { name: 'Edit project' })).toBeNull();
  });

  it('renames the project and removes its cover', async () => {
    const api = fakeApiClient(
      routes(mine({ image: { id: '6f00000000000000000000d1', thumbnailUrl: '/cover.png' } }), {
        [`PUT ${BASE}`]: (body) => {
          const change = body as { title?: string; image?: string | null };
          return change.title ? withRevision(2, { title: change.title, image: { id: '6f00000000000000000000d1', thumbnailUrl: '/cover.png' } }) : withRevision(3, { title: 'Bridges', image: null });
        },
      }),
    );
    const rendered = renderWithHost(<ProjectScreen params={params} />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const field = screen.getByLabelText('Project title');
    await userEvent.clear(field);
    await userEvent.type(field, 'Bridges{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bridges' })).toBeTruthy();
    expect(rendered.notify).toHaveBeenCalledWith({ type: 'success', message: 'Title has been changed', timeout: 2000 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove cover' }));
    await waitFor(() => expect(rendered.notify).toHaveBeenCalledWith({ type: 'success', message: 'The project cover has been removed', timeout: 2000 }));
    expect(api.put.mock.calls.map(([, body]) => body)).toEqual([
      { title: 'Bridges', revision: 1 },
      { image: null, revision: 2 },
    ]);
  });
});

describe('reordering artifacts', () => {
  it('moves an item down by keyboard, naming its new position and the revision, and keeps the focus on it (its other button at the bottom)', async () => {
    const first = artifact({ title: 'First', position: 0 });
    const second = artifact({ title: 'Second', position: 1 });
    const api = fakeApiClient(
      routes(mine({}, [first, second]), {
        [`PUT ${BASE}/artifacts/${first._id}`]: () => ({ artifact: { ...first, position: 1 }, project: project({ revision: 2 }, [{ ...second, position: 0 }, { ...first, position: 1 }]) }),
      }),
    );
    const rendered = renderWithHost(<ProjectScreen params={params} />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit project' }));
    expect((screen.getByRole('button', { name: 'Move First up' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: 'Move First down' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(`${BASE}/artifacts/${first._id}`, { position: 1, revision: 1 }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Items' })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Second (Text)', 'First (Text)']));
    expect(rendered.notify).toHaveBeenCalledWith({ type: 'success', message: 'Item saved', timeout: 2000 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move First up' })));
  });
});

describe('a write on an older revision (409 project-changed)', () => {
  it('reloads the project, says so, and keeps what the student typed', async () => {
    let reads = 0;
    const api = fakeApiClient({
      ...routes(mine()),
      [`GET ${BASE}`]: () => {
        reads += 1;
        return reads === 1 ? mine() : mine({ revision: 5, title: 'Renamed elsewhere' });
      },
      [`PUT ${BASE}`]: (body) => {
        if ((body as { revision: number }).revision < 5) throw new ApiError(409, 'project-changed', 'The project has changed.');
        return withRevision(6, { title: 'Bridges' });
      },
    });
    const rendered = renderWithHost(<ProjectScreen params={params} />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const field = screen.getByLabelText('Project title');
    await userEvent.clear(field);
    await userEvent.type(field, 'Bridges');
    await userEvent.click(screen.getByRole('button', { name: 'Save title' }));
    expect(await screen.findByText(/Your new title is still here/)).toBeTruthy();
    expect((screen.getByLabelText('Project title') as HTMLInputElement).value).toBe('Bridges');
    expect(rendered.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', message: expect.stringContaining('It has been reloaded') }));
    await userEvent.click(screen.getByRole('button', { name: 'Save title' }));
    await waitFor(() => expect(api.put).toHaveBeenLastCalledWith(BASE, { title: 'Bridges', revision: 5 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bridges' })).toBeTruthy();
  });

  it('warns before leaving while something typed is not saved', async () => {
    const rendered = renderWithHost(<ProjectScreen params={params} />, fakeApiClient(routes(mine())));
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    await userEvent.type(screen.getByLabelText('Project title'), ' two');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the projects' }));
    expect(screen.getByRole('alertdialog', { name: 'Unsaved changes' })).toBeTruthy();
    expect(rendered.navigations).toEqual([]);
  });
});

describe('the right panel', () => {
  it('resizes by keyboard on its separator', async () => {
    renderWithHost(<ProjectScreen params={params} />, fakeApiClient(routes(mine())));
    const separator = await screen.findByRole('separator', { name: 'Resize the side panel' });
    expect(separator.getAttribute('aria-valuenow')).toBe('340');
    separator.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(separator.getAttribute('aria-valuenow')).toBe('372');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(separator.getAttribute('aria-valuenow')).toBe('308');
    await userEvent.keyboard('{Home}');
    expect(separator.getAttribute('aria-valuenow')).toBe('240');
    fireEvent.pointerDown(separator, { clientX: 500, pointerId: 1 });
    fireEvent.pointerMove(separator, { clientX: 400, pointerId: 1 });
    fireEvent.pointerUp(separator, { pointerId: 1 });
    expect(separator.getAttribute('aria-valuenow')).toBe('340');
  });

  it('restores a version from the history', async () => {
    const older = { _id: '6f00000000000000000000f0', index: 0, operations: [], created_at: '2030-01-01T00:00:00.000Z', artifacts: [], is_shared: false, is_submitted: false };
    const api = fakeApiClient(
      routes(mine(), {
        [`GET ${BASE}/versions`]: () => [{ ...older, _id: VERSION, index: 1 }, older],
        [`PUT ${BASE}`]: () => withRevision(2, { current_version: { _id: older._id, index: 0, artifacts: [] } }),
      }),
    );
    const rendered = renderWithHost(<ProjectScreen params={params} />, api);
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(screen.queryByRole('button', { name: 'Restore Version 1' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Version 0' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(BASE, { current_version: older._id, revision: 1 }));
    expect(rendered.notify).toHaveBeenCalledWith({ type: 'success', message: 'This verions of your project has been restored', timeout: 2000 });
  });

  it("shows the grade detail: score, late deduction as original score and percent, the rubric's ratings, text grades and feedback", async () => {
    const essay = artifact({ title: 'Essay' });
    const rubric = {
      _id: '6f00000000000000000000aa',
      title: 'Bridge rubric',
      description: '',
      criteria: [
        { _id: 'c1', title: 'Strength', description: '', max_points: 6, ratings: [{ _id: 'r1', rating: 'Excellent', description: '', points: 6 }, { _id: 'r2', rating: 'Weak', description: '', points: 2 }] },
        { _id: 'c2', title: 'Looks', description: '', max_points: 4, ratings: [{ _id: 'r3', rating: 'Good', description: '', points: 4 }] },
      ],
      total_points: 10,
      archived: false,
      owned_by: 'x',
      owner_name: 'Grace Hopper',
      course_id: COURSE,
      updated_at: '2030-01-01T00:00:00.000Z',
      revision: 1,
      used_by: 1,
    };
    const answer: ProjectAnswer = {
      project: project({ status: 'graded late', locked: true }, [essay]),
      mode: 'myProjectView',
      rubric,
      grade: grade({ grade: 8, original_score: 10, apply_policy: true, rubric_id: rubric._id, criteria: { c1: 6, c2: 4 }, text_grades: { [essay._id]: 'Well argued.' }, text_feedback: 'Good work.' }),
    };
    const rendered = renderWithHost(<ProjectScreen params={params} />, fakeApiClient(routes(answer)));
    await userEvent.click(await screen.findByRole('tab', { name: 'Grade detail' }));
    expect(screen.getByText('Late: original score 10, deduction 20%.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rubric: Bridge rubric' });
    expect(within(table).getByRole('row', { name: /Strength/ }).textContent).toContain('Excellent');
    expect(within(table).getByRole('row', { name: /Looks/ }).textContent).toContain('4 / 4');
    expect(screen.getByText('Well argued.')).toBeTruthy();
    expect(screen.getByText('Good work.')).toBeTruthy();
    expect((await axe.run(rendered.container, AXE)).violations).toEqual([]);
  });
});

describe('a student sees no grade tab before a grade', () => {
  it('hides the grade detail tab', async () => {
    renderWithHost(<ProjectScreen params={params} />, fakeApiClient(routes(mine())), { who: user() });
    await screen.findByRole('tab', { name: 'History' });
    expect(screen.queryByRole('tab', { name: 'Grade detail' })).toBeNull();
  });
});
