import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { componentFixture } from '@lms/sdk/testing/web';
import IframeEditor from '../src/web/IframeEditor.tsx';
import type { IframeConfig } from '../src/schemas/iframeConfig.ts';

function renderEditor(value: IframeConfig, errors: Record<string, string> = {}) {
  const onChange = vi.fn<(value: IframeConfig) => void>();
  const view = render(<IframeEditor component={componentFixture('iframe', value)} value={value} onChange={onChange} errors={errors} courseId="course-1" />);
  return { ...view, onChange, lastValue: () => onChange.mock.lastCall?.[0] };
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
    rerender(<IframeEditor component={componentFixture('iframe', pdf)} value={pdf} onChange={vi.fn()} errors={{}} courseId="course-1" />);
    expect(screen.getByRole('status').textContent).toMatch(/PDF document.*add a PDF component with this address instead/);
  });
});
