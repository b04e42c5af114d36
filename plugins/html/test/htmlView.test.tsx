import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { componentFixture } from '@lms/sdk/testing/web';
import HtmlView from '../src/web/HtmlView.tsx';
import type { CourseMode } from '@lms/sdk/web';

function renderView(html: string, mode: CourseMode) {
  return render(<HtmlView component={componentFixture('html', { html })} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode={mode} />);
}

describe('HtmlView', () => {
  it('renders the stored html', () => {
    renderView('<h2>Photosynthesis</h2><ul><li>Light</li><li>Water</li></ul>', 'student');
    expect(screen.getByRole('heading', { level: 2, name: 'Photosynthesis' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Light', 'Water']);
    expect(screen.queryByText('This HTML component is empty.')).toBeNull();
  });

  it('shows nothing to students when the html is empty', () => {
    const { container } = renderView('  ', 'student');
    expect(container.innerHTML).toBe('');
  });

  it('notes an empty component in edit mode', () => {
    renderView('', 'edit');
    expect(screen.getByText('This HTML component is empty.')).toBeTruthy();
  });
});
