import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { ApiError } from '@lms/sdk/web';
import ProgramDetailScreen from '../../src/web/ProgramDetailScreen.tsx';
import ProgramsListScreen from '../../src/web/ProgramsListScreen.tsx';
import { detail, fakeApi, program, PROGRAM, renderScreen, SECTION, TEMPLATE } from './programsFixture.tsx';

const COURSES = { courses: [{ _id: TEMPLATE, title: 'Biology 101', subtitle: null, role: 'instructor', manage: true, thumbnailUrl: null, startDate: null, end_date: null }] };

async function axeViolations(container: HTMLElement) {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

describe('the programs list', () => {
  it('shows the active programs, the archived ones on request, and is axe-clean', async () => {
    const api = fakeApi({
      'GET programs/0': () => ({ programs: [program()] }),
      'GET programs/1': () => ({ programs: [program({ _id: '6c00000000000000000000a2', program_name: 'Old one', active: false })] }),
      'GET courses/': () => COURSES,
    });
    const { container } = renderScreen(ProgramsListScreen, {}, api);
    const active = await screen.findByRole('list', { name: 'Active programs' });
    expect(within(active).getByRole('link', { name: 'Biology' }).getAttribute('href')).toBe(`/programs/detail/${PROGRAM}`);
    fireEvent.click(screen.getByRole('button', { name: 'Archived' }));
    const archived = await screen.findByRole('list', { name: 'Archived programs' });
    expect(within(archived).getByRole('link', { name: 'Old one' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Archived' }).getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("creates a program ('Program created.') and opens it; a taken name shows 'Please use a unique program name' at its field", async () => {
    let taken = true;
    const api = fakeApi({
      'GET programs/0': () => ({ programs: [] }),
      'GET courses/': () => COURSES,
      'POST make_program': () => {
        if (taken) throw new ApiError(422, 'validation-failed', 'Please use a unique program name', [{ field: 'program_name', message: 'Please use a unique program name' }]);
        return { message: 'Program created.', program: program({ program_name: 'Chemistry' }) };
      },
    });
    const { navigate } = renderScreen(ProgramsListScreen, {}, api);
    await screen.findByRole('option', { name: 'Biology 101' });
    fireEvent.change(screen.getByLabelText('Program name'), { target: { value: 'Biology' } });
    fireEvent.change(screen.getByLabelText('Section template title'), { target: { value: 'Chem template' } });
    fireEvent.change(screen.getByLabelText('Copy the template from'), { target: { value: TEMPLATE } });
    fireEvent.click(screen.getByRole('button', { name: 'Create program' }));
    expect(await screen.findByText('Please use a unique program name')).toBeTruthy();
    taken = false;
    fireEvent.change(screen.getByLabelText('Program name'), { target: { value: 'Chemistry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create program' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/programs/detail/${PROGRAM}`));
    expect(api.post).toHaveBeenLastCalledWith('make_program', { program_name: 'Chemistry', program_template: 'Chem template', catalog_id: TEMPLATE });
  });

  it('asks for the fields before sending anything', async () => {
    const api = fakeApi({ 'GET programs/0': () => ({ programs: [] }), 'GET courses/': () => COURSES });
    renderScreen(ProgramsListScreen, {}, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Create program' }));
    expect(await screen.findByText('A program needs a name.')).toBeTruthy();
    expect(screen.getByText('Choose the course the template is copied from.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });
});

describe('the program detail', () => {
  it('shows the template and its sections with course code, students and instructors, and is axe-clean', async () => {
    const api = fakeApi({ [`GET program/${PROGRAM}`]: () => detail({}, 3) });
    const { container } = renderScreen(ProgramDetailScreen, { programId: PROGRAM }, api);
    const grid = await screen.findByRole('grid', { name: 'Sections' });
    const row = within(grid).getByRole('row', { name: /Section A/ });
    expect(within(row).getByText(SECTION)).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('Ian Struct')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Biology template' }).getAttribute('href')).toBe(`/${TEMPLATE}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says the server's refusal of a section with students: 'You cannot remove a section with students.'", async () => {
    const api = fakeApi({
      [`GET program/${PROGRAM}`]: () => detail({}, 1),
      [`DELETE section/${SECTION}`]: () => {
        throw new ApiError(409, 'conflict', 'You cannot remove a section with students.');
      },
    });
    const { notify } = renderScreen(ProgramDetailScreen, { programId: PROGRAM }, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Section A' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this section?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'You cannot remove a section with students.' }));
  });

  it('adds, duplicates (a job whose progress shows until it ends) and unhooks sections through their calls', async () => {
    const JOB = '6c00000000000000000000f1';
    let polls = 0;
    const job = (status: 'queued' | 'running' | 'done') => ({
      id: JOB,
      kind: 'duplicate',
      course_id: SECTION,
      status,
      done: status === 'done' ? 1 : 0,
      total: status === 'queued' ? 0 : 1,
      message: status === 'done' ? 'Section duplicated.' : null,
      result_course_id: status === 'done' ? '6c0000000000000000000c09' : null,
      created_at: '2026-11-01T00:00:00.000Z',
      finished_at: status === 'done' ? '2026-11-01T00:00:01.000Z' : null,
    });
    const api = fakeApi({
      [`GET program/${PROGRAM}`]: () => detail(),
      [`POST section/${PROGRAM}`]: () => ({ message: 'Section added.', section: detail().template.sections[0] }),
      [`POST duplicate/${SECTION}`]: () => ({ message: 'Duplicate started.', job: job('queued') }),
      [`GET program_job/${JOB}`]: () => {
        polls += 1;
        return { job: polls > 1 ? job('done') : job('running') };
      },
      [`PUT unhook/${SECTION}`]: () => ({ message: 'Section unhooked from its template.' }),
    });
    const { notify } = renderScreen(ProgramDetailScreen, { programId: PROGRAM }, api);
    fireEvent.change(await screen.findByLabelText('Section title'), { target: { value: 'Section B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(`section/${PROGRAM}`, { title: 'Section B' }));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Section A' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Duplicate started.' }));
    expect(await screen.findByText('Duplicate running: 0 of 1 sections')).toBeTruthy();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Section duplicated.' }), { timeout: 3000 });
    expect(screen.queryByText(/Duplicate running/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unhook Section A' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unhook' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Section unhooked from its template.' }));
  });

  it("edits a section's title, open date and professors_info (PUT edit/{id}), keeping what it read; 'Title not updated. Please try again.' when the save fails", async () => {
    let fail = true;
    const api = fakeApi({
      [`GET program/${PROGRAM}`]: () => detail(),
      [`GET get_course_settings_info/${SECTION}`]: () => ({ settings: { title: 'Section A', open_date: null, professors_info: { institution: 'State University', times: 'Mon 9:00' } } }),
      [`PUT edit/${SECTION}`]: () => {
        if (fail) throw new ApiError(500, 'internal', 'boom');
        return { message: 'Section updated.', section: { ...detail().template.sections[0], title: 'Section A (evening)' } };
      },
    });
    const { notify } = renderScreen(ProgramDetailScreen, { programId: PROGRAM }, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Section A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Section A' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Section A');
    expect((within(dialog).getByLabelText('Institution') as HTMLInputElement).value).toBe('State University');
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Section A (evening)' } });
    fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: 'Room 4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save section' }));
    expect(await within(dialog).findByText('Title not updated. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save section' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Section updated.' }));
    expect(api.put).toHaveBeenLastCalledWith(`edit/${SECTION}`, {
      title: 'Section A (evening)',
      open_date: null,
      professors_info: { institution: 'State University', location: 'Room 4', fromDate: null, toDate: null, times: 'Mon 9:00', office_hours: null },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Section A' })).toBeNull());
  });

  it("locks, turns off active enrolment and archives; 'Something went wrong...' when the server fails", async () => {
    const api = fakeApi({
      [`GET program/${PROGRAM}`]: () => detail(),
      'POST lock_program': () => ({ message: 'Program locked.', program: program({ locked: true }) }),
      [`PUT active_enrollment/${PROGRAM}`]: () => {
        throw new ApiError(500, 'internal', 'boom');
      },
      [`PUT program_active/${PROGRAM}`]: () => ({ message: 'Program archived.', program: program({ active: false }) }),
    });
    const { notify } = renderScreen(ProgramDetailScreen, { programId: PROGRAM }, api);
    fireEvent.click(await screen.findByLabelText(/^Locked/));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('lock_program', { id: PROGRAM, locked: true }));
    fireEvent.click(screen.getByLabelText('Active enrollment'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Something went wrong. Please refresh the page and try again.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive program' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Program archived.' }));
  });

  it("renames; a taken name is said at its field, any other failure 'Title not updated. Please try again.'", async () => {
    let failure: ApiError | null = new ApiError(422, 'validation-failed', 'Please use a unique program name', [{ field: 'program_name', message: 'Please use a unique program name' }]);
    const api = fakeApi({
      [`GET program/${PROGRAM}`]: () => detail(),
      'POST update_program_name': () => {
        if (failure) throw failure;
        return { message: 'Program renamed.', program: program({ program_name: 'Botany' }) };
      },
    });
    renderScreen(ProgramDetailScreen, { programId: PROGRAM }, api);
    fireEvent.change(await screen.findByLabelText('Program name'), { target: { value: 'Chemistry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Please use a unique program name')).toBeTruthy();
    failure = new ApiError(500, 'internal', 'boom');
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText(/Title not updated\. Please try again\./)).toBeTruthy();
    failure = null;
    fireEvent.change(screen.getByLabelText('Program name'), { target: { value: 'Botany' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(api.post).toHaveBeenLastCalledWith('update_program_name', { id: PROGRAM, program_name: 'Botany' }));
  });

  it('adds a coordinator found by email and removes one; an unknown email is said at its field', async () => {
    const otto = { id: '6c00000000000000000000b2', name: 'Otto Other', email: 'otto@example.org' };
    let coordinators = program().coordinators;
    const api = fakeApi({
      [`GET program/${PROGRAM}`]: () => detail({ coordinators }),
      'POST program_coordinator': (body?: unknown) => {
        if ((body as { email: string }).email !== otto.email) throw new ApiError(422, 'validation-failed', 'No program administrator has this email.', [{ field: 'email', message: 'No program administrator has this email.' }]);
        return { coordinator: otto };
      },
      'POST update_program_coordinators': (body?: unknown) => {
        const ids = (body as { coordinators: string[] }).coordinators;
        coordinators = [...program().coordinators, otto].filter((person) => ids.includes(person.id));
        return { message: 'Coordinators saved.', program: program({ coordinators }) };
      },
    });
    const { container } = renderScreen(ProgramDetailScreen, { programId: PROGRAM }, api);
    const add = await screen.findByLabelText('Add a coordinator (their email)');
    fireEvent.change(add, { target: { value: 'nobody@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add coordinator' }));
    expect(await screen.findByText('No program administrator has this email.')).toBeTruthy();
    fireEvent.change(add, { target: { value: otto.email } });
    fireEvent.click(screen.getByRole('button', { name: 'Add coordinator' }));
    expect(await screen.findByText('Coordinators saved.')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('update_program_coordinators', { id: PROGRAM, coordinators: [program().coordinators[0]!.id, otto.id] });
    const list = await screen.findByRole('list', { name: 'Coordinators' });
    fireEvent.click(await within(list).findByRole('button', { name: 'Remove Otto Other' }));
    await waitFor(() => expect(api.post).toHaveBeenLastCalledWith('update_program_coordinators', { id: PROGRAM, coordinators: [program().coordinators[0]!.id] }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
