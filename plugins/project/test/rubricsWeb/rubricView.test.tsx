import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { RubricView } from '../../src/web/rubrics/RubricView.tsx';
import { AXE_RULES, apiRubric } from './rubricWebFixture.tsx';

const rubric = apiRubric(1);
const [first, second] = rubric.criteria;

describe('RubricView', () => {
  it('shows every criterion with its ratings and points, read-only', async () => {
    const { container } = render(<RubricView rubric={rubric} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Rubric 1' })).toBeTruthy();
    const ratings = screen.getByRole('list', { name: `Ratings of ${first!.title}` });
    expect(within(ratings).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Level 110 points', 'Level 26 points', 'Level 30 points']);
    expect(screen.getByText('Total: 15 points')).toBeTruthy();
    expect(container.querySelector('input, button, textarea, select')).toBeNull();
    expect((await axe.run(container, AXE_RULES)).violations).toEqual([]);
  });

  it("marks a grade's chosen ratings and shows each score and the total", () => {
    render(<RubricView rubric={rubric} scores={{ [first!._id]: 6, [second!._id]: 5 }} />);
    expect(screen.getByText('6 of 10 points')).toBeTruthy();
    expect(screen.getByText('5 of 5 points')).toBeTruthy();
    expect(screen.getByText('Total: 11 of 15 points')).toBeTruthy();
    const chosen = screen.getAllByText('(chosen)').map((mark) => mark.closest('li')?.textContent);
    expect(chosen).toEqual(['Level 2 (chosen)6 points', 'Level 1 (chosen)5 points']);
  });
});
