import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { DEFAULT_LABEL_BUNDLE, DEFAULT_THEME } from '@lms/theme-kit';
import { fakeApiClient, TestQueryCache } from '@lms/sdk/testing/web';
import { ApiError, LmsWebContext, type ApiClient, type WebSessionUser } from '@lms/sdk/web';
import ThemesScreen from '../../src/web/ThemesScreen.tsx';

const { sso: _derived, ...settings } = DEFAULT_LABEL_BUNDLE;
const user: WebSessionUser = { mongoId: '6b00000000000000000000a1', name: 'Ada Admin', firstname: 'Ada', lastname: 'Admin', email: 'ada@example.org', instructor: false, administrator: 3, program_administrator: false, accountType: 'standard' };

function renderEditor(post: (body?: unknown) => unknown = vi.fn((body?: unknown) => body)) {
  const api: ApiClient = fakeApiClient({ 'GET administration/theme': () => ({ settings, theme: DEFAULT_THEME }), 'POST theme': post });
  const view = render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user, mode: 'presentation' }}>
      <TestQueryCache>
        <ThemesScreen />
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, post };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the theme editor', () => {
  it('previews the edited colour and title live and saves the whole bundle and theme', async () => {
    const { container, post } = renderEditor();
    await screen.findByLabelText('Primary colour');
    fill('Primary colour', '#112233');
    fill('Title', 'Acme Learning');
    expect(screen.getByTestId('preview-primary').style.background).toBe('rgb(17, 34, 51)');
    expect(screen.getByTestId('preview-header').textContent).toContain('Acme Learning');
    const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(vi.mocked(post).mock.calls[0]![0]).toEqual({ settings: { ...settings, title: 'Acme Learning' }, theme: { ...DEFAULT_THEME, primary: '#112233' } });
    expect((await screen.findByRole('status', { name: '' })).textContent).toBe('Theme saved. Reload a page to see it everywhere.');
  });

  it('saves the numbers, the trimmed colours and the list of registration fields in their stored shapes', async () => {
    const { post } = renderEditor();
    await screen.findByLabelText('Primary colour');
    fill('Logo width', '320.4');
    fill('Secondary colour', '  #abcdef ');
    fill('Additional registration fields (comma-separated)', 'school, , grade ');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    const body = vi.mocked(post).mock.calls[0]![0] as { settings: typeof settings; theme: typeof DEFAULT_THEME };
    expect(body.settings.logo.width).toBe(320);
    expect(body.theme.secondary).toBe('#abcdef');
    expect(body.settings.additional_fields).toEqual(['school', 'grade']);
  });

  it('says why a save failed: the server\'s message at its field, or for the whole form', async () => {
    const post = vi
      .fn()
      .mockImplementationOnce(() => {
        throw new ApiError(422, 'validation', 'Invalid body', [{ field: '/settings/title', message: 'The title is too long.' }]);
      })
      .mockImplementationOnce(() => {
        throw new ApiError(500, 'unknown', 'The theme could not be saved.');
      });
    renderEditor(post);
    await screen.findByLabelText('Primary colour');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The title is too long.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The theme could not be saved.');
    expect(screen.queryByText('Theme saved. Reload a page to see it everywhere.')).toBeNull();
  });

  it('warns about low contrast and refuses to save with an error', async () => {
    const { post } = renderEditor();
    await screen.findByLabelText('Primary colour');
    fill('Text on primary', '#66c4c1');
    expect(screen.getByRole('list', { name: 'Contrast warnings' }).textContent).toContain('Primary text on the primary colour');
    fill('Header background', 'blue');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fix all errors before saving changes');
    const header = screen.getByLabelText('Header background');
    expect(header.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A colour is # and 3 or 6 hex digits.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(header));
    expect(post).not.toHaveBeenCalled();
    // Fixed, the edit saves.
    fill('Header background', '#0000ff');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
  });
});

describe('term tags and student field labels', () => {
  it('keeps at least one term row, needs each tag, orders its dates, and saves the rows and labels in their stored shapes', async () => {
    const { container, post } = renderEditor();
    await screen.findByLabelText('Primary colour');
    expect(screen.getByText('No term tags yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a term' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a term' }));
    expect((screen.getByRole('button', { name: 'Remove term 1' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove term 2' }));
    // The last row stays.
    expect((screen.getByRole('button', { name: 'Remove term 1' }) as HTMLButtonElement).disabled).toBe(true);
    fill('Start date of term 1', '2027-01-10');
    fill('End date of term 1', '2026-12-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fix all errors before saving changes');
    expect(screen.getByText('A term tag is required.')).toBeTruthy();
    expect(screen.getByText('A term ends on or after its start date.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fill('Term tag 1', 'Spring 2027');
    fill('End date of term 1', '2027-05-01');
    fill('Student field labels (one a line, as university: School)', 'university: School\nrole_title: Position');
    const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    const body = vi.mocked(post).mock.calls[0]![0] as { settings: typeof settings };
    expect(body.settings.term_tags).toEqual([{ value: 'Spring 2027', start_date: '2027-01-10', end_date: '2027-05-01' }]);
    expect(body.settings.student_fields).toEqual({ university: 'School', role_title: 'Position' });
  });

  it('refuses a student field line without its label', async () => {
    const { post } = renderEditor();
    await screen.findByLabelText('Primary colour');
    fill('Student field labels (one a line, as university: School)', 'university');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fix all errors before saving changes');
    expect(screen.getByText('One field a line, as field: Label (the field in lower case, letters and _).')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('the settings screen', () => {
  it('saves whether instructors may create courses, axe-clean', async () => {
    const { default: SettingsScreen } = await import('../../src/web/SettingsScreen.tsx');
    const post = vi.fn((body?: unknown) => body);
    const api: ApiClient = fakeApiClient({ 'GET administration/settings': () => ({ instructors_create_courses: true }), 'POST administration/settings': post });
    const { container } = render(
      <LmsWebContext.Provider value={{ api, notify: vi.fn(), user, mode: 'presentation' }}>
        <TestQueryCache>
          <SettingsScreen />
        </TestQueryCache>
      </LmsWebContext.Provider>,
    );
    fireEvent.click(await screen.findByLabelText('Instructors may create courses'));
    const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ instructors_create_courses: false }));
    expect((await screen.findByText('Settings saved.')).getAttribute('role')).toBe('status');
  });
});
