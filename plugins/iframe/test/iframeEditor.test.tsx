import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { componentFixture, TestQueryCache } from '@lms/sdk/testing/web';
import { appliedChange, LmsWebContext, withTypedCalls, type ApiClient, type ValueChange } from '@lms/sdk/web';
import IframeEditor from '../src/web/IframeEditor.tsx';
import type { IframeConfig } from '../src/schemas/iframeConfig.ts';

/** The server's link-title call (get_component_title), answering this page title. */
const linkTitles = vi.fn(async (_path: string, _body?: unknown) => ({ title: 'The cell membrane', description: 'A tour' }) as never);

/** The lti-tools plugin's tool list (GET lti_tool_providers): none registered, so the editor shows no tool settings. */
const noTools = vi.fn(async (_path: string) => ({ tool_providers: [] }) as never);

const api = withTypedCalls({ get: noTools as ApiClient['get'], post: linkTitles as ApiClient['post'], put: vi.fn(), delete: vi.fn(), upload: vi.fn() });

/** The editor as the host shows it: inside the shell's services. */
function editor(value: IframeConfig, onChange: (change: ValueChange<IframeConfig>) => void, errors: Record<string, string> = {}) {
  return (
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: null, mode: 'edit' }}><TestQueryCache>
      <IframeEditor component={componentFixture('iframe', value)} value={value} onChange={onChange} errors={errors} courseId="course-1" />
    </TestQueryCache></LmsWebContext.Provider>
  );
}

function renderEditor(value: IframeConfig, errors: Record<string, string> = {}) {
  const onChange = vi.fn<(change: ValueChange<IframeConfig>) => void>();
  const view = render(editor(value, onChange, errors));
  // The config the host would hold after the last change (an updater applies to `value`, which nothing here changes).
  const lastValue = () => {
    const change = onChange.mock.lastCall?.[0];
    return change === undefined ? undefined : appliedChange(value, change);
  };
  return { ...view, onChange, lastValue };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const heightField = () => screen.getByRole('spinbutton', { name: 'Fallback height (pixels)' }) as HTMLInputElement;

describe('IframeEditor', () => {
  it('shows the config in labelled fields', () => {
    renderEditor({ url: 'https://example.org/tour', title: 'Virtual tour', height: 720 });
    expect(field('URL').value).toBe('https://example.org/tour');
    expect(field('Title').value).toBe('Virtual tour');
    expect(heightField().value).toBe('720');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("offers the page's own title once the address is entered, only while no title is typed", async () => {
    linkTitles.mockClear();
    const { lastValue } = renderEditor({ url: 'https://example.org/membrane' });
    fireEvent.blur(field('URL'));
    await vi.waitFor(() => expect(lastValue()).toEqual({ url: 'https://example.org/membrane', title: 'The cell membrane' }));
    expect(linkTitles).toHaveBeenCalledWith('get_component_title/iframe/', { url: 'https://example.org/membrane' });

    linkTitles.mockClear();
    renderEditor({ url: 'https://example.org/membrane', title: 'Mine' }).unmount();
    renderEditor({ url: 'https://example.org/notes.pdf' });
    fireEvent.blur(screen.getAllByRole('textbox', { name: 'URL' }).at(-1)!);
    expect(linkTitles).toHaveBeenCalledWith('get_component_title/pdf/', { url: 'https://example.org/notes.pdf' });
  });

  it('reports an edited URL', () => {
    const { lastValue } = renderEditor({ url: 'https://example.org', title: 'Tour' });
    fireEvent.change(field('URL'), { target: { value: 'https://example.org/map' } });
    expect(lastValue()).toEqual({ url: 'https://example.org/map', title: 'Tour' });
  });

  it('leaves out a title or height that is emptied', () => {
    const { lastValue } = renderEditor({ url: 'https://example.org', title: 'Tour', height: 720 });
    fireEvent.change(field('Title'), { target: { value: '' } });
    expect(lastValue()).toEqual({ url: 'https://example.org', height: 720 });
    fireEvent.change(heightField(), { target: { value: '' } });
    expect(lastValue()).toEqual({ url: 'https://example.org', title: 'Tour' });
  });

  it('reports the height as a number', () => {
    const { lastValue } = renderEditor({ url: 'https://example.org' });
    fireEvent.change(heightField(), { target: { value: '480' } });
    expect(lastValue()).toEqual({ url: 'https://example.org', height: 480 });
  });

  it('shows each save error at its field', () => {
    renderEditor({ url: '', height: 40 }, { url: 'URL is required here', height: 'The height must be a whole number of pixels from 100 to 4000.' });
    expect(field('URL').getAttribute('aria-invalid')).toBe('true');
    expect(field('URL').getAttribute('aria-describedby')).toContain(screen.getByText('URL is required here').id);
    expect(heightField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'URL is required here',
      'The height must be a whole number of pixels from 100 to 4000.',
    ]);
    expect(field('Title').getAttribute('aria-invalid')).toBe('false');
  });

  it('lists save errors of fields it does not show', () => {
    renderEditor({ url: 'https://example.org' }, { 'lti_config/max_score': 'The max score must be a number from 0 to 999.' });
    expect(screen.getByRole('alert').textContent).toBe('The max score must be a number from 0 to 999.');
  });

  it('tells the author when the address is a PDF document', () => {
    const { rerender } = renderEditor({ url: 'https://example.org/tour' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    const pdf = { url: 'https://example.org/files/syllabus.pdf#page=2' };
    rerender(editor(pdf, vi.fn()));
    expect(screen.getByRole('status').textContent).toMatch(/PDF document: when you save, the component becomes a PDF component/);
  });
});
