import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ControlledEditor } from '@lms/sdk/testing/web';
import StepwiseEditor from '../src/web/StepwiseEditor.tsx';
import { MAX_STEPS, type StepwiseConfig } from '../src/schemas/stepwiseConfig.ts';
import { descriptionOf, stepwiseComponent, THREE_STEPS } from './stepwiseFixture.ts';

/** The editor as the host holds it: controlled, its value kept in state. */
function renderEditor(initial: StepwiseConfig = THREE_STEPS, errors: Record<string, string> = {}) {
  const onChange = vi.fn<(value: StepwiseConfig) => void>();
  const view = render(<ControlledEditor Editor={StepwiseEditor} component={stepwiseComponent(initial)} errors={errors} onChange={onChange} />);
  const lastValue = () => onChange.mock.lastCall?.[0];
  return { ...view, onChange, lastValue, user: userEvent.setup() };
}

const step = (number: number) => screen.getByRole('group', { name: `Step ${number}` });
const field = (number: number, name: string) => within(step(number)).getByRole('textbox', { name });
const titles = () => screen.getAllByRole('group').map((group) => (within(group).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value);
const announced = () => screen.getByRole('status').textContent;

describe('StepwiseEditor', () => {
  it('shows each step as a labelled group of fields', () => {
    renderEditor();
    expect(titles()).toEqual(['Read the equation', 'Remove the constant', 'Divide']);
    expect((field(2, 'Prompt (optional)') as HTMLInputElement).value).toBe('What could you subtract from both sides?');
    expect((field(1, 'Prompt (optional)') as HTMLInputElement).value).toBe('');
    expect((field(3, 'Text') as HTMLTextAreaElement).value).toBe('<p>So <strong>x = 5</strong>.</p>');
    expect(field(1, 'Title').getAttribute('maxlength')).toBe('200');
    expect(field(1, 'Text').getAttribute('maxlength')).toBe('20000');
    expect(descriptionOf(field(1, 'Prompt (optional)'))).toBe('A question learners think about before this step is revealed.');
  });

  it('reports edits of a step’s fields', async () => {
    const { user, lastValue } = renderEditor();
    await user.type(field(1, 'Title'), '!');
    expect(lastValue()?.steps[0]?.title).toBe('Read the equation!');
    await user.type(field(3, 'Text'), ' Done.');
    expect(lastValue()?.steps[2]?.body).toBe('<p>So <strong>x = 5</strong>.</p> Done.');
    await user.type(field(1, 'Prompt (optional)'), 'Why?');
    expect(lastValue()?.steps[0]).toEqual({ title: 'Read the equation!', body: THREE_STEPS.steps[0]!.body, prompt: 'Why?' });
  });

  it('drops a prompt that is emptied', async () => {
    const { user, lastValue } = renderEditor();
    await user.clear(field(2, 'Prompt (optional)'));
    expect(lastValue()?.steps[1]).toEqual({ title: 'Remove the constant', body: THREE_STEPS.steps[1]!.body });
  });

  it('adds an empty step at the end and puts the cursor in its title', async () => {
    const { user, lastValue } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    expect(lastValue()?.steps).toHaveLength(4);
    expect(lastValue()?.steps[3]).toEqual({ title: '', body: '' });
    expect(document.activeElement).toBe(field(4, 'Title'));
    expect(announced()).toBe('Step 4 added.');
    await user.keyboard('Check');
    expect(lastValue()?.steps[3]?.title).toBe('Check');
  });

  it('removes a step and moves focus to the one that took its place', async () => {
    const { user, lastValue } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Remove step 2' }));
    expect(lastValue()?.steps.map((s) => s.title)).toEqual(['Read the equation', 'Divide']);
    expect(titles()).toEqual(['Read the equation', 'Divide']);
    expect(document.activeElement).toBe(field(2, 'Title'));
    expect(announced()).toBe('Step 2 removed.');
    await user.click(screen.getByRole('button', { name: 'Remove step 2' }));
    expect(document.activeElement).toBe(field(1, 'Title'));
  });

  it('keeps at least one step', () => {
    renderEditor({ steps: [{ title: 'Only', body: '' }] });
    expect((screen.getByRole('button', { name: 'Remove step 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves steps up and down, with focus staying on the moved step', async () => {
    const { user, lastValue } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Move step 3 up' }));
    expect(lastValue()?.steps.map((s) => s.title)).toEqual(['Read the equation', 'Divide', 'Remove the constant']);
    expect(titles()).toEqual(['Read the equation', 'Divide', 'Remove the constant']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move step 2 up' }));
    expect(announced()).toBe('Step 3 moved to position 2.');
    // At the top "Move up" is disabled, so focus goes to "Move down".
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Divide', 'Read the equation', 'Remove the constant']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move step 1 down' }));
    expect((screen.getByRole('button', { name: 'Move step 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Read the equation', 'Divide', 'Remove the constant']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move step 2 down' }));
    expect((screen.getByRole('button', { name: 'Move step 3 down' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the errors of a refused save beside their fields', () => {
    renderEditor(THREE_STEPS, {
      steps: 'A stepwise component has at most 50 steps.',
      'steps/1/title': 'Give every step a title.',
      'steps/2/body': 'A step text is at most 20,000 characters.',
      'steps/0/prompt': 'A prompt is at most 500 characters.',
    });
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('A stepwise component has at most 50 steps.');
    expect(field(2, 'Title').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field(2, 'Title'))).toBe('Give every step a title.');
    expect(field(1, 'Title').getAttribute('aria-invalid')).toBe('false');
    expect(descriptionOf(field(3, 'Text'))).toContain('A step text is at most 20,000 characters.');
    expect(descriptionOf(field(1, 'Prompt (optional)'))).toContain('A prompt is at most 500 characters.');
  });

  it('stops adding at 50 steps and says why', () => {
    renderEditor({ steps: Array.from({ length: MAX_STEPS }, (_, at) => ({ title: `S${at}`, body: '' })) });
    const add = screen.getByRole('button', { name: 'Add step' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(descriptionOf(add)).toBe('A stepwise component has at most 50 steps.');
  });

  it('shows another component’s steps when the value is replaced from outside', () => {
    const { rerender } = render(<StepwiseEditor component={stepwiseComponent()} value={THREE_STEPS} onChange={vi.fn()} errors={{}} courseId="course-1" />);
    const other: StepwiseConfig = { steps: [{ title: 'Elsewhere', body: '' }] };
    rerender(<StepwiseEditor component={stepwiseComponent(other, 'component-2')} value={other} onChange={vi.fn()} errors={{}} courseId="course-1" />);
    expect(titles()).toEqual(['Elsewhere']);
  });
});
