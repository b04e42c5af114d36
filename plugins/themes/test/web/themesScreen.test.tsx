import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { DEFAULT_LABEL_BUNDLE, DEFAULT_THEME } from '@lms/theme-kit';
import { fakeApiClient, TestQueryCache } from '@lms/sdk/testing/web';
import { LmsWebContext, type ApiClient, type WebSessionUser } from '@lms/sdk/web';
import ThemesScreen from '../../src/web/ThemesScreen.tsx';

const { sso: _derived, ...settings } = DEFAULT_LABEL_BUNDLE;
const user: WebSessionUser = { mongoId: '6b00000000000000000000a1', name: 'Ada Admin', firstname: 'Ada', lastname: 'Admin', email: 'ada@example.org', instructor: false, administrator: 3, program_administrator: false, accountType: 'standard' };

function renderEditor(post = vi.fn((body?: unknown) => body)) {
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
    expect(post.mock.calls[0]![0]).toEqual({ settings: { ...settings, title: 'Acme Learning' }, theme: { ...DEFAULT_THEME, primary: '#112233' } });
  });

  it('warns about low contrast and refuses to save with an error', async () => {
    const { post } = renderEditor();
    await screen.findByLabelText('Primary colour');
    fill('Text on primary', '#66c4c1');
    expect(screen.getByRole('list', { name: 'Contrast warnings' }).textContent).toContain('Primary text on the primary colour');
    fill('Header background', 'blue');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please fix all errors before saving changes')).toBeTruthy();
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
  });
});
