import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError } from '@lms/sdk/web';
import { componentFixture, fakeApiClient } from '@lms/sdk/testing/web';
import type { ProjectLists } from '../src/calls/projectCalls.ts';
import { DEFAULT_PROJECT_CONFIG, type ProjectConfig } from '../src/schemas/projectConfig.ts';
import ProjectComponentView from '../src/web/projects/ProjectComponentView.tsx';
import { AXE, BOB, COMPONENT, COURSE, LESSON, PAGE, PROJECT, listEntry, professor, project, renderWithHost } from './projectWebFixture.tsx';

const LISTS = `GET projects/by-component/${COURSE}/${COMPONENT}`;
const noLists: ProjectLists = { mine: null, shared: [], submitted: [], graded: [] };
const graded: ProjectConfig = { ...DEFAULT_PROJECT_CONFIG, project: { ...DEFAULT_PROJECT_CONFIG.project, graded: true, max_score: 10 } };

function view(config: ProjectConfig = DEFAULT_PROJECT_CONFIG, props: { professorView?: boolean; view?: 'default' | 'shared'; mode?: 'presentation' | 'edit' } = {}) {
  const component = componentFixture('project', config, { _id: COMPONENT, title: 'Portfolio', course_id: COURSE });
  return <ProjectComponentView component={component} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode={props.mode ?? 'presentation'} professorView={props.professorView} view={props.view} />;
}

describe('the project component for a student', () => {
  it('creates a project in 4 steps (title, image, save with its loading state, done) and opens it', async () => {
    let answerCreate: (value: unknown) => void = () => undefined;
    const api = fakeApiClient({
      [LISTS]: () => noLists,
      [`POST projects/${COURSE}`]: () => new Promise((resolve) => (answerCreate = resolve)),
    });
    const rendered = renderWithHost(view(), api);
    await userEvent.click(await screen.findByRole('button', { name: 'Create project' }));
    const dialog = screen.getByRole('dialog', { name: 'Create project' });
    expect(within(dialog).getByText('Step 1 of 4: Title')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Give the project a title.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Project title'), 'Bridges');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 2 of 4: Image')).toBeTruthy();
    // A student's cover is their own upload (the course's image library is for professors).
    expect(within(dialog).getByRole('group', { name: 'Upload a file' })).toBeTruthy();
    expect((await axe.run(rendered.container.ownerDocument.body, AXE)).violations).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create without an image' }));
    expect(within(dialog).getByText('Step 3 of 4: Save')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Creating your project…');
    expect((within(dialog).getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true);
    answerCreate({ status: { created: true }, project: project({ title: 'Bridges' }) });
    expect(await within(dialog).findByText('Step 4 of 4: Done')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith(`projects/${COURSE}`, { title: 'Bridges', image: null, component_id: COMPONENT, course_id: COURSE, lesson_id: LESSON, page_id: PAGE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the project' }));
    expect(rendered.navigations).toEqual([`/project/${COURSE}/${LESSON}/${PAGE}/${COMPONENT}/${PROJECT}?mine=true&isNewProject=true`]);
  });

  it('creates a project with a cover image chosen in step 2', async () => {
    const cover = { _id: '6f00000000000000000000d3', course_id: COURSE, library: 'images', name: 'c.png', display_name: 'Cover photo', extension: 'png', mimetype: 'image/png', type: 'image', size: 1, sha256: 'x', url: '/c.png', thumbnail_url: '/c-thumb.png', width: 1, height: 1, alt_text: null, caption: null, subtitles_array: [], description_array: [], owned_by: null, created_at: '2030-01-01T00:00:00.000Z' };
    const api = fakeApiClient({
      [LISTS]: () => noLists,
      [`POST projects/${COURSE}`]: () => ({ status: { created: true }, project: project({ title: 'Bridges' }) }),
    });
    const uploads: string[] = [];
    (api.upload as unknown as { mockImplementation(fn: (path: string, form: FormData) => unknown): void }).mockImplementation(async (path) => {
      uploads.push(path);
      return { data: cover, mimetype: 'image/png' };
    });
    renderWithHost(view(), api);
    await userEvent.click(await screen.findByRole('button', { name: 'Create project' }));
    await userEvent.type(screen.getByLabelText('Project title'), 'Bridges{Enter}');
    await userEvent.upload(screen.getByLabelText('File'), new File(['x'], 'c.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    // The student's own upload (the submissions library), never the course's image library.
    await waitFor(() => expect(uploads).toEqual([`submissions/${COURSE}/upload/`]));
    expect(screen.getByText(/Chosen: Cover photo/)).toBeTruthy();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Create project' })).getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Step 4 of 4: Done')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith(`projects/${COURSE}`, expect.objectContaining({ title: 'Bridges', image: cover._id }));
  });

  it('shows a creation error and closes the modal', async () => {
    const api = fakeApiClient({
      [LISTS]: () => noLists,
      [`POST projects/${COURSE}`]: () => {
        throw new ApiError(409, 'project-exists', 'You already have a project here.');
      },
    });
    const rendered = renderWithHost(view(), api);
    await userEvent.click(await screen.findByRole('button', { name: 'Create project' }));
    await userEvent.type(screen.getByLabelText('Project title'), 'Bridges');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create without an image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rendered.notify).toHaveBeenCalledWith({ type: 'error', message: 'You already have a project here.', timeout: 5000 });
  });

  it("shows the own project, and the view query presets the classmates' tab", async () => {
    const api = fakeApiClient({ [LISTS]: () => ({ ...noLists, mine: listEntry(), shared: [listEntry({ _id: '6f00000000000000000000e2', title: 'Canals', user: { id: BOB, label: 'Bob Hope' }, status: 'shared' })] }) });
    const rendered = renderWithHost(view(DEFAULT_PROJECT_CONFIG, { view: 'shared' }), api);
    expect((await screen.findByRole('tab', { name: "Classmates' projects" })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Canals' })).toBeTruthy();
    expect(screen.getByText('Bob Hope')).toBeTruthy();
    expect((await axe.run(rendered.container, AXE)).violations).toEqual([]);
    screen.getByRole('tab', { name: "Classmates' projects" }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'My project' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'My portfolio' }).getAttribute('href')).toBe(`/project/${COURSE}/${LESSON}/${PAGE}/${COMPONENT}/${PROJECT}?mine=true`);
    expect(screen.queryByRole('button', { name: 'Create project' })).toBeNull();
  });
});

describe('the project component for a professor', () => {
  const lists = { ...noLists, submitted: [listEntry({ status: 'submitted late', submitted_at: '2030-01-05T00:00:00.000Z' })], graded: [listEntry({ _id: '6f00000000000000000000e3', title: 'Towers', status: 'graded', grade: 9 })] };

  it('lists submitted and graded projects, with the speed grader and late work manager for a graded project in presentation mode', async () => {
    const rendered = renderWithHost(view(graded, { professorView: true }), fakeApiClient({ [LISTS]: () => lists }), { who: professor() });
    expect((await screen.findByRole('tab', { name: 'Submitted' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Submitted late')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Speed grader' }).getAttribute('href')).toBe(`/speed-grading/${COURSE}/${LESSON}/${PAGE}/${COMPONENT}`);
    expect(screen.getByRole('link', { name: 'Late work manager' }).getAttribute('href')).toBe(`/${COURSE}/late_work_manager`);
    await userEvent.click(screen.getByRole('tab', { name: 'Graded' }));
    expect(screen.getByRole('link', { name: 'Towers' })).toBeTruthy();
    expect((await axe.run(rendered.container, AXE)).violations).toEqual([]);
  });

  it('offers no grading links for an ungraded project', async () => {
    renderWithHost(view(DEFAULT_PROJECT_CONFIG, { professorView: true }), fakeApiClient({ [LISTS]: () => lists }), { who: professor() });
    await screen.findByRole('tab', { name: 'Submitted' });
    expect(screen.queryByRole('link', { name: 'Speed grader' })).toBeNull();
  });

  it('offers no grading links in edit mode', async () => {
    renderWithHost(view(graded, { professorView: true, mode: 'edit' }), fakeApiClient({ [LISTS]: () => lists }), { who: professor() });
    await screen.findByRole('tab', { name: 'Submitted' });
    expect(screen.queryByRole('link', { name: 'Late work manager' })).toBeNull();
  });

  it("says 'No submissions found' when nothing is submitted", async () => {
    renderWithHost(view(graded, { professorView: true }), fakeApiClient({ [LISTS]: () => noLists }), { who: professor() });
    expect(await screen.findByText('No submissions found')).toBeTruthy();
  });
});
