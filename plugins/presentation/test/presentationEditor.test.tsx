import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { componentFixture } from '@lms/sdk/testing/web';
import PresentationEditor from '../src/web/PresentationEditor.tsx';
import { NOT_A_PRESENTATION, type PresentationConfig } from '../src/schemas/presentationConfig.ts';

const DECK = 'https://docs.google.com/presentation/d/1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc/edit';

function renderEditor(value: PresentationConfig, errors: Record<string, string> = {}) {
  const onChange = vi.fn<(value: PresentationConfig) => void>();
  const view = render(<PresentationEditor component={componentFixture('presentation', value)} value={value} onChange={onChange} errors={errors} courseId="course-1" />);
  const rerenderWith = (next: PresentationConfig) =>
    view.rerender(<PresentationEditor component={componentFixture('presentation', next)} value={next} onChange={onChange} errors={errors} courseId="course-1" />);
  return { onChange, rerenderWith, lastValue: () => onChange.mock.lastCall?.[0] };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('PresentationEditor', () => {
  it('shows the config in labelled fields', () => {
    renderEditor({ url: DECK, title: 'Cells' });
    expect(field('URL').value).toBe(DECK);
    expect(field('Title').value).toBe('Cells');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports an edited link and leaves out an emptied title', () => {
    const { lastValue } = renderEditor({ url: DECK, title: 'Cells' });
    fireEvent.change(field('URL'), { target: { value: 'https://example.org/deck.pptx' } });
    expect(lastValue()).toEqual({ url: 'https://example.org/deck.pptx', title: 'Cells' });
    fireEvent.change(field('Title'), { target: { value: '' } });
    expect(lastValue()).toEqual({ url: DECK });
  });

  it('says what the link was recognised as while it is typed', () => {
    const { rerenderWith } = renderEditor({ url: DECK });
    expect(screen.getByRole('status').textContent).toBe('Recognised: Google Slides presentation.');
    rerenderWith({ url: 'https://example.org/grades.xlsx' });
    expect(screen.getByRole('status').textContent).toBe('Recognised: Excel workbook.');
    rerenderWith({ url: '' });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says before saving that a link cannot be shown, and why', () => {
    const { rerenderWith } = renderEditor({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(screen.getByRole('status').textContent).toBe(NOT_A_PRESENTATION);
    rerenderWith({ url: 'https://www.slideshare.net/Slideshare/get-started-with-slide-share' });
    expect(screen.getByRole('status').textContent).toMatch(/choose Share, then Embed/);
  });

  it('shows each save error at its field, and lists the others', () => {
    renderEditor({ url: '' }, { url: 'URL is required here', height: 'Unknown field "height"' });
    expect(field('URL').getAttribute('aria-invalid')).toBe('true');
    expect(field('URL').getAttribute('aria-describedby')).toContain(screen.getByText('URL is required here').id);
    expect(field('Title').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['URL is required here', 'Unknown field "height"']);
  });
});
