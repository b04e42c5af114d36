import type { ApiComponent } from '@lms/sdk/web';
import { componentFixture } from '@lms/sdk/testing/web';
import type { StepwiseConfig } from '../src/schemas/stepwiseConfig.ts';

export const THREE_STEPS: StepwiseConfig = {
  steps: [
    { title: 'Read the equation', body: '<p>We want <em>x</em> in <code>3x + 5 = 20</code>.</p>' },
    { title: 'Remove the constant', body: '<p>Subtract 5: <code>3x = 15</code>.</p>', prompt: 'What could you subtract from both sides?' },
    { title: 'Divide', body: '<p>So <strong>x = 5</strong>.</p>' },
  ],
};

export function stepwiseComponent(config: StepwiseConfig = THREE_STEPS, id = 'component-1'): ApiComponent<StepwiseConfig> {
  return componentFixture('stepwise', config, { _id: id, title: 'Worked example' });
}

/** The text of the elements an element's aria-describedby names (its accessible description). */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
