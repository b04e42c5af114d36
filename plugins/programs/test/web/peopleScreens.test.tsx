import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { ApiError } from '@lms/sdk/web';
import ProgramDetailScreen from '../../src/web/ProgramDetailScreen.tsx';
import AcceptInvitationScreen from '../../src/web/people/AcceptInvitationScreen.tsx';
import ProgramRegistrationScreen from '../../src/web/people/ProgramRegistrationScreen.tsx';
import { detail, fakeApi, PROGRAM, renderScreen, SECTION } from './programsFixture.tsx';

const INVITATION = '6c0000000000000000000d01';
const OTHER_SECTION = '6c0000000000000000000c03';

async function axeViolations(container: HTMLElement) {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

const invitations = {
  invitations: [
    { id: INVITATION, first_name: 'Ina', last_name: 'Vite', email: 'ina@example.org', course_id: SECTION, type: 's', created_at: '2030-01-02T10:00:00.000Z', accepted_at: null },
  ],
};

function detailApi(extra: Record<string, (body?: unknown) => unknown> = {}) {
  return fakeApi({ [`GET program/${PROGRAM}`]: () => detail({}, 1), [`GET invitation_list/${SECTION}`]: () => invitations, ...extra });
}

afterEach(() => vi.unstubAllGlobals());

describe("a section's people on the program detail", () => {
  it('lists the invitations and instructors, and is axe-clean', async () => {
    const { container } = renderScreen(ProgramDetailScreen, { programId: PROGRAM }, detailApi());
    const list = await screen.findByRole('list', { name: 'Invitations to Section A' });
    expect(within(list).getByText(/Ina Vite · ina@example.org/)).toBeTruthy();
    expect(within(list).getByText(/Pending since/)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Instructors of Section A' })).getByText('Ian Struct (ian@example.org)')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("invites an instructor: 'Email is required.' before any call, then POST instructor for the section", async () => {
    const api = detailApi({
      'POST instructor': () => ({ message: 'Invitation sent.', invitation: invitations.invitations[0] }),
    });
    renderScreen(ProgramDetailScreen, { programId: PROGRAM }, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ina' } });
    fireEvent.change(screen.getByLabelText('Instructor email'), { target: { value: 'ina@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent.')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('instructor', { first_name: 'Ina', last_name: '', email: 'ina@example.org', program_template: SECTION });
  });

  it("moves a student only after a lookup ('Look up a student first.'), then PUT student with the section found", async () => {
    const student = { id: '6c00000000000000000000e1', name: 'Stu Dent', email: 'stu@example.org' };
    const api = detailApi({
      [`GET student/${PROGRAM}/${SECTION}/stu%40example.org`]: () => ({ student, section: { id: OTHER_SECTION, title: 'Section B' } }),
      [`PUT student/${PROGRAM}/${SECTION}/${student.id}`]: () => ({ message: 'Student moved.', student }),
      [`GET student/${PROGRAM}/${SECTION}/ghost%40example.org`]: () => {
        throw new ApiError(404, 'not-found', 'Student not found in any section.');
      },
    });
    renderScreen(ProgramDetailScreen, { programId: PROGRAM }, api);
    const email = await screen.findByLabelText('Student email');
    fireEvent.click(screen.getByRole('button', { name: 'Look up student' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'stu@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move here' }));
    expect(await screen.findByText('Look up a student first.')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: 'ghost@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up student' }));
    expect(await screen.findByText('Student not found in any section.')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'stu@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up student' }));
    expect(await screen.findByText('Stu Dent is in Section B.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move here' }));
    expect(await screen.findByText('Student moved. Stu Dent is now in Section A.')).toBeTruthy();
    expect(api.put).toHaveBeenCalledWith(`student/${PROGRAM}/${SECTION}/${student.id}`, { from: OTHER_SECTION });
  });
});

describe('/programregistration/{invitation_id}', () => {
  it("shows the invitation, checks the form in the spec's order, registers and goes to the section", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = fakeApi({
      [`GET program_registration/${INVITATION}`]: () => ({ first_name: 'Ina', last_name: 'Vite', email: 'ina@example.org', course_title: 'Section A', program_name: 'Biology' }),
      [`POST program_professor/${INVITATION}`]: () => ({ message: 'Invitation accepted.', to: `/${SECTION}` }),
    });
    const { container } = renderScreen(ProgramRegistrationScreen, { invitationId: INVITATION }, api);
    expect(await screen.findByText(/Your account will use ina@example.org/)).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ina');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Missing phone number')).toBeTruthy();
    for (const message of ['Missing password', 'Missing password confirmation', 'Missing Title/Role', 'Missing institution', 'You have to accept the Terms and Conditions']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(api.post).not.toHaveBeenCalled();
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Phone number', '5551234567');
    fill('Password', 'Str0ng!pass');
    fill('Password confirmation', 'Str0ng!pass');
    fill('Title/Role', 'Lecturer');
    fill('Institution', 'State U');
    fireEvent.click(screen.getByLabelText('I accept the Terms and Conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/${SECTION}`));
    expect(api.post).toHaveBeenCalledWith(`program_professor/${INVITATION}`, {
      first_name: 'Ina', last_name: 'Vite', phone: '5551234567', password: 'Str0ng!pass', password_confirmation: 'Str0ng!pass', role: 'Lecturer', institution: 'State U', terms: true,
    });
  });

  it('says so when the invitation was used or does not exist', async () => {
    const api = fakeApi({
      [`GET program_registration/${INVITATION}`]: () => {
        throw new ApiError(404, 'not-found', 'This invitation does not exist or was already used.');
      },
    });
    renderScreen(ProgramRegistrationScreen, { invitationId: INVITATION }, api);
    expect(await screen.findByText('This invitation does not exist or was already used.')).toBeTruthy();
  });
});

describe('/acceptinvitation/{master_id}/{type}', () => {
  it('accepts on the button only, then opens the course', async () => {
    const api = fakeApi({ [`GET accepted_invitation/${SECTION}/s`]: () => ({ message: 'Invitation accepted.', to: `/${SECTION}`, course_title: 'Section A' }) });
    const { navigate, container } = renderScreen(AcceptInvitationScreen, { masterId: SECTION, type: 's' }, api);
    expect(api.get).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/${SECTION}`));
  });
});
