import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { CourseMode } from '@lms/sdk/web';
import StepwiseView from '../src/web/StepwiseView.tsx';
import type { StepwiseConfig } from '../src/schemas/stepwiseConfig.ts';
import { descriptionOf, stepwiseComponent, THREE_STEPS } from './stepwiseFixture.ts';

/** A student reads in presentation mode; a professor not viewing as a student gets professorView. */
function renderView(professorView = false, config: StepwiseConfig = THREE_STEPS, mode: CourseMode = 'presentation') {
  const view = render(<StepwiseView component={stepwiseComponent(config)} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode={mode} professorView={professorView} />);
  return { ...view, user: userEvent.setup() };
}

const headings = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const progress = () => screen.getByRole('status');
const button = (name: string) => screen.queryByRole('button', { name });

describe('StepwiseView for a learner', () => {
  it('shows the first step only, with the progress announced politely', () => {
    renderView();
    expect(headings()).toEqual(['Step 1: Read the equation']);
    expect(screen.getByRole('listitem').querySelector('code')?.textContent).toBe('3x + 5 = 20');
    expect(progress().textContent).toBe('Step 1 of 3');
    expect(progress().getAttribute('aria-live')).toBe('polite');
    expect(button('Next step')).not.toBeNull();
    expect(button('Show all')).not.toBeNull();
    expect(button('Start over')).toBeNull();
  });

  it('shows the question of the step to come beside the Next step button, before revealing it', () => {
    renderView();
    const next = button('Next step')!;
    expect(descriptionOf(next)).toBe('Before step 2: What could you subtract from both sides?');
    expect(screen.queryByText('Subtract 5:', { exact: false })).toBeNull();
  });

  it('reveals the steps in order, keeps the earlier ones and moves focus to the new one', async () => {
    const { user } = renderView();
    await user.click(button('Next step')!);
    expect(headings()).toEqual(['Step 1: Read the equation', 'Step 2: Remove the constant']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 2: Remove the constant' }));
    expect(progress().textContent).toBe('Step 2 of 3');
    // The revealed step keeps its question above its text.
    const second = screen.getAllByRole('listitem')[1]!;
    expect(within(second).getByText('What could you subtract from both sides?')).toBeTruthy();
    expect(second.textContent).toContain('Subtract 5: 3x = 15.');

    await user.click(button('Next step')!);
    expect(headings()).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 3: Divide' }));
    expect(progress().textContent).toBe('Step 3 of 3');
    expect(button('Next step')).toBeNull();
    expect(button('Show all')).toBeNull();
    expect(button('Start over')).not.toBeNull();
  });

  it('shows all the remaining steps at once, focusing the first of them', async () => {
    const { user } = renderView();
    await user.click(button('Show all')!);
    expect(headings()).toEqual(['Step 1: Read the equation', 'Step 2: Remove the constant', 'Step 3: Divide']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 2: Remove the constant' }));
    expect(progress().textContent).toBe('Step 3 of 3');
    expect(screen.queryByText('Before step', { exact: false })).toBeNull();
  });

  it('starts over from the first step, focusing it', async () => {
    const { user } = renderView();
    await user.click(button('Next step')!);
    await user.click(button('Start over')!);
    expect(headings()).toEqual(['Step 1: Read the equation']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 1: Read the equation' }));
    expect(progress().textContent).toBe('Step 1 of 3');
    expect(button('Start over')).toBeNull();
  });

  it('works from the keyboard alone', async () => {
    const { user } = renderView();
    await user.tab();
    expect(document.activeElement).toBe(button('Next step'));
    await user.keyboard('{Enter}');
    expect(headings()).toHaveLength(2);
    // From the revealed step, the next Tab reaches the button again.
    await user.tab();
    expect(document.activeElement).toBe(button('Next step'));
    await user.keyboard(' ');
    expect(headings()).toHaveLength(3);
  });

  it('has nothing to reveal when there is one step', () => {
    renderView(false, { steps: [{ title: 'Only step', body: '' }] });
    expect(headings()).toEqual(['Step 1: Only step']);
    expect(progress().textContent).toBe('Step 1 of 1');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('listitem').querySelector('.lms-stepwise-body')).toBeNull();
  });
});

describe('StepwiseView for instructors', () => {
  it.each(['presentation', 'edit'] as const)('shows every step in %s mode, and can start over to walk through them', async (mode) => {
    const { user } = renderView(true, THREE_STEPS, mode);
    expect(headings()).toHaveLength(3);
    expect(progress().textContent).toBe('Step 3 of 3');
    expect(button('Next step')).toBeNull();
    await user.click(button('Start over')!);
    expect(headings()).toEqual(['Step 1: Read the equation']);
    await user.click(button('Next step')!);
    expect(headings()).toHaveLength(2);
  });

  it('starts over as a learner would when switched to student mode', () => {
    const { rerender } = renderView(true, THREE_STEPS, 'edit');
    rerender(<StepwiseView component={stepwiseComponent()} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode="student" professorView={false} />);
    expect(headings()).toEqual(['Step 1: Read the equation']);
  });
});
