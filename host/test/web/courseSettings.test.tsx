import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { DATE_FORMAT_MESSAGE } from '@lms/contract/rules';
import { COURSE_ID, INSTRUCTOR, OUTLINE } from './support/fixtures.ts';
import { errorOf } from './support/fieldError.ts';
import type { FakeRoutes } from './support/fakeServer.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

const PATH = `/${COURSE_ID}/course_settings`;
const PUT = `PUT /server/collection/courses/${COURSE_ID}/`;

const SETTINGS = {
  _id: COURSE_ID,
  title: 'Demo Course',
  subtitle: null,
  slug: 'demo',
  tags: ['biology'],
  startDate: '2026-01-05T09:00:00.000Z',
  end_date: '2026-06-30T17:00:00.000Z',
  open_date: null,
  score_cut_off: 60,
  enable_numbering: false,
  navigation: { no_nav: false, use_new_navigation: false, info_box: 'none', color: null, finish: null, apply_to_practice: false, done_button: null },
  professors_info: { institution: 'State College' },
  professors: ['6b01345d1f6cf044eb85f147'],
  assistants: [],
  all_instructors: [{ id: '6b01345d1f6cf044eb85f147', email: 'ingrid@uni.example', edit_rights: true, display_name: 'Ingrid Teach' }],
};

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'instructor' }] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    [`GET /server/get_course_settings_info/${COURSE_ID}`]: { body: { settings: SETTINGS } },
    ...extra,
  };
}

const puts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((call) => call.method === 'PUT');

describe('course settings', () => {
  afterEach(resetBrowserState);

  it('shows every group, with the stored values (dates typed as mm/dd/yyyy hh:mm)', async () => {
    renderApp({ path: PATH, user: INSTRUCTOR, routes: routes() });
    expect(await screen.findByRole('heading', { name: 'Course settings', level: 1 })).toBeTruthy();
    for (const group of ['Course', 'Dates', 'Images', 'Instructor information', 'Enrolment', 'Grading', 'Features', 'Navigation', 'Sections and teaching team']) {
      expect(screen.getByRole('group', { name: group })).toBeTruthy();
    }
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Demo Course');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toMatch(/^01\/0[45]\/2026 \d\d:\d\d$/);
    expect((screen.getByLabelText('Score cut-off (%)') as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText('Institution') as HTMLInputElement).value).toBe('State College');
    expect(screen.getAllByText(/at most 5,242,880 bytes, no more than 5.7 times as wide/)).toHaveLength(4);
  });

  it('draws each flag as the kit checkbox: the box first, its label beside it, its hint tied to it', async () => {
    renderApp({ path: PATH, user: INSTRUCTOR, routes: routes() });
    const box = await screen.findByRole('checkbox', { name: 'By invitation only' });
    expect(box.nextElementSibling?.tagName).toBe('LABEL');
    expect(box.parentElement?.className).toBe('lms-field-check');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Turning this on also locks enrolment.');
    expect(screen.getByLabelText('Score cut-off (%)').className).toBe('lms-number-input');
  });

  it('sends only the fields that changed and says the settings were updated', async () => {
    const { server } = renderApp({
      path: PATH,
      user: INSTRUCTOR,
      routes: routes({ [PUT]: (body) => ({ body: { status: 'Course settings updated', settings: { ...SETTINGS, ...(body as object) } } }) }),
    });
    await userEvent.click(await screen.findByLabelText('Number lessons and pages'));
    await userEvent.clear(screen.getByLabelText('Score cut-off (%)'));
    await userEvent.type(screen.getByLabelText('Score cut-off (%)'), '70');
    await userEvent.selectOptions(screen.getByLabelText('Info box'), 'slim');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('status')).textContent).toContain('Course settings updated');
    expect(puts(server.calls)[0]?.body).toEqual({
      enable_numbering: true,
      score_cut_off: 70,
      navigation: { no_nav: false, use_new_navigation: false, info_box: 'slim', color: null, finish: null, apply_to_practice: false, done_button: null },
    });
  });

  it("refuses a badly typed date with the spec's message at the field, and sends nothing", async () => {
    const { server } = renderApp({ path: PATH, user: INSTRUCTOR, routes: routes() });
    await userEvent.type(await screen.findByLabelText('Open date'), '13/45/2026');
    await userEvent.clear(screen.getByLabelText('Score cut-off (%)'));
    await userEvent.type(screen.getByLabelText('Score cut-off (%)'), '101');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(errorOf('Open date')).toBe(DATE_FORMAT_MESSAGE);
    expect(errorOf('Score cut-off (%)')).toBe('The score cut-off is a number from 0 to 100.');
    expect(puts(server.calls)).toEqual([]);
  });

  it('moves the end date to one year after a later start date', async () => {
    const { server } = renderApp({
      path: PATH,
      user: INSTRUCTOR,
      routes: routes({ [PUT]: (body) => ({ body: { status: 'Course settings updated', settings: { ...SETTINGS, ...(body as object) } } }) }),
    });
    const start = await screen.findByLabelText('Start date');
    await userEvent.clear(start);
    await userEvent.type(start, '09/01/2026 08:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(puts(server.calls)).toHaveLength(1));
    const body = puts(server.calls)[0]!.body as { startDate: string; end_date: string };
    expect(body.startDate).toBe(new Date(2026, 8, 1, 8, 30).toISOString());
    expect(body.end_date).toBe(new Date(2027, 8, 1, 8, 30).toISOString());
  });

  it('applies the course image rules: the file type, and the width-to-height ratio once the preview loads', async () => {
    const { server } = renderApp({ path: PATH, user: INSTRUCTOR, routes: routes() });
    await userEvent.type(await screen.findByLabelText('Course image URL'), 'https://example.org/cover.bmp');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    // The form checks on submit, a tick after the click.
    await waitFor(() => expect(errorOf('Course image URL')).toBe('File type not allowed.'));

    await userEvent.clear(screen.getByLabelText('Course image URL'));
    await userEvent.type(screen.getByLabelText('Course image URL'), 'https://example.org/banner.png');
    const preview = screen.getByAltText('Preview of the course image url') as HTMLImageElement;
    Object.defineProperty(preview, 'naturalWidth', { value: 1200 });
    Object.defineProperty(preview, 'naturalHeight', { value: 200 });
    fireEvent.load(preview);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(errorOf('Course image URL')).toBe('Invalid image ratio.'));
    expect(puts(server.calls)).toEqual([]);
  });

  it("uploads a course image through the library with the course image rules, and shows the server's refusal", async () => {
    const upload = `POST /server/images/${COURSE_ID}/upload/?purpose=course_image`;
    let answers = 0;
    const { server } = renderApp({
      path: PATH,
      user: INSTRUCTOR,
      routes: routes({
        [upload]: () =>
          ++answers === 1
            ? { status: 422, body: { errno: 'invalid-ratio', error: 'Invalid image ratio.' } }
            : { status: 201, body: { data: { _id: 'x', url: `/server/media/${COURSE_ID}/6b01345d00000000000000f9/cover.png` }, mimetype: 'image/png' } },
      }),
    });
    const input = await screen.findByLabelText('Or upload the course image');
    await userEvent.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }));
    expect((await screen.findByText('Invalid image ratio.')).getAttribute('role')).toBe('alert');
    await userEvent.upload(input, new File(['png'], 'cover.png', { type: 'image/png' }));
    await waitFor(() => expect((screen.getByLabelText('Course image URL') as HTMLInputElement).value).toBe(`/server/media/${COURSE_ID}/6b01345d00000000000000f9/cover.png`));
    const form = server.calls.find((call) => `${call.method} ${call.path}` === upload)!.body as FormData;
    expect((form.get('file') as File).name).toBe('banner.png');
  });

  it("shows the server's field messages at the fields, a staff member's on their row", async () => {
    renderApp({
      path: PATH,
      user: INSTRUCTOR,
      routes: routes({
        [PUT]: {
          status: 422,
          body: { errno: 'validation-failed', error: 'Unknown user.', fields: [{ field: 'professors/0', message: 'Unknown user.' }, { field: 'slug', message: 'That slug is taken.' }] },
        },
      }),
    });
    await userEvent.type(await screen.findByLabelText('Slug'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(errorOf('Edit rights for Ingrid Teach')).toBe('Unknown user.'));
    expect(errorOf('Slug')).toBe('That slug is taken.');
  });

  it('applies the enrolment lock rule as the flags are toggled (part 3 §4), and saves both', async () => {
    const { server } = renderApp({ path: PATH, user: INSTRUCTOR, routes: routes({ [PUT]: (body) => ({ body: { status: 'Course settings updated', settings: { ...SETTINGS, ...(body as object) } } }) }) });
    const locked = (await screen.findByRole('checkbox', { name: 'Enrolment locked' })) as HTMLInputElement;
    const inviteOnly = screen.getByRole('checkbox', { name: 'By invitation only' }) as HTMLInputElement;
    expect([locked.checked, inviteOnly.checked]).toEqual([false, false]);
    await userEvent.click(inviteOnly);
    expect([locked.checked, inviteOnly.checked]).toEqual([true, true]);
    await userEvent.click(locked);
    expect([locked.checked, inviteOnly.checked]).toEqual([false, false]);
    await userEvent.click(inviteOnly);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(puts(server.calls)).toHaveLength(1));
    expect(puts(server.calls)[0]!.body).toEqual({ enrollment_locked: true, invite_only: true });
  });

  describe('the staff picker', () => {
    const SEARCH = `GET /server/staff_candidates/${COURSE_ID}?search=grace`;
    const GRACE = { id: '6b01345d1f6cf044eb85f200', email: 'grace@uni.example', display_name: 'Grace Hopper' };
    const staffRoutes = (extra: FakeRoutes = {}) =>
      routes({
        [SEARCH]: { body: { people: [GRACE, { id: '6b01345d1f6cf044eb85f147', email: 'ingrid@uni.example', display_name: 'Ingrid Teach' }], more: false } },
        [PUT]: (body) => ({ body: { status: 'Course settings updated', settings: { ...SETTINGS, ...(body as object) } } }),
        ...extra,
      });

    it('lists the team by name with edit rights, never as id boxes', async () => {
      renderApp({ path: PATH, user: INSTRUCTOR, routes: routes() });
      const team = await screen.findByRole('group', { name: 'Instructors and assistants' });
      expect(within(team).getByText('Ingrid Teach')).toBeTruthy();
      expect((within(team).getByRole('checkbox', { name: 'Edit rights for Ingrid Teach' }) as HTMLInputElement).checked).toBe(true);
      expect(screen.queryByLabelText(/user ids/)).toBeNull();
    });

    it('finds people by name or email, adds one as assistant, gives them edit rights, removes them, and saves ids', async () => {
      const { server } = renderApp({ path: PATH, user: INSTRUCTOR, routes: staffRoutes() });
      const search = await screen.findByLabelText('Add a person (search by name or email)');
      await userEvent.type(search, 'g');
      expect(server.calls.some((call) => call.path.includes('staff_candidates'))).toBe(false);
      await userEvent.type(search, 'race');
      const found = await screen.findByRole('list', { name: 'People found' });
      expect(within(found).getByText('On the team')).toBeTruthy();
      const results = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      await userEvent.click(within(found).getByRole('button', { name: 'Add as assistant: Grace Hopper' }));
      const team = screen.getByRole('list', { name: "The course's instructors and assistants" });
      const graceRights = within(team).getByRole('checkbox', { name: 'Edit rights for Grace Hopper' }) as HTMLInputElement;
      expect(graceRights.checked).toBe(false);
      expect(within(team).getByText('Assistant')).toBeTruthy();
      await userEvent.click(graceRights);
      expect((within(team).getByRole('checkbox', { name: 'Edit rights for Grace Hopper' }) as HTMLInputElement).checked).toBe(true);
      await userEvent.click(within(team).getByRole('checkbox', { name: 'Edit rights for Ingrid Teach' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(puts(server.calls)).toHaveLength(1));
      expect(puts(server.calls)[0]!.body).toEqual({ professors: [GRACE.id], assistants: ['6b01345d1f6cf044eb85f147'] });
      await userEvent.click(within(team).getByRole('button', { name: 'Remove: Ingrid Teach' }));
      expect(within(team).queryByText('Ingrid Teach')).toBeNull();
    });

    it('takes manager rights from assistants beside the team (part 3 §6 assistants_no_mgr_rights)', async () => {
      const { server } = renderApp({ path: PATH, user: INSTRUCTOR, routes: staffRoutes() });
      await screen.findByRole('group', { name: 'Instructors and assistants' });
      const team = screen.getByRole('group', { name: 'Sections and teaching team' });
      const noRights = within(team).getByRole('checkbox', { name: 'Assistants have no manager rights' }) as HTMLInputElement;
      expect(noRights.checked).toBe(false);
      await userEvent.click(noRights);
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(puts(server.calls)).toHaveLength(1));
      expect(puts(server.calls)[0]!.body).toEqual({ assistants_no_mgr_rights: true });
    });

    it('refuses a team without an instructor before saving', async () => {
      const { server } = renderApp({ path: PATH, user: INSTRUCTOR, routes: staffRoutes() });
      await userEvent.click(await screen.findByRole('button', { name: 'Remove: Ingrid Teach' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText('A course needs at least one instructor.')).toBeTruthy();
      expect(puts(server.calls)).toEqual([]);
    });
  });

  it('warns before leaving with unsaved changes', async () => {
    const { router } = renderApp({ path: PATH, user: INSTRUCTOR, routes: routes() });
    await userEvent.type(await screen.findByLabelText('Subtitle'), 'Spring');
    await router.navigate(`/${COURSE_ID}`);
    expect(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
  });
});
