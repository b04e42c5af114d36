import type { StepwiseConfig } from '../schemas/stepwiseConfig.ts';

/** A worked example that needs no network: text only, and a prompt before each reveal. */
export const STEPWISE_DEMO: { title: string; config: StepwiseConfig } = {
  title: 'Worked example: solving 3x + 5 = 20',
  config: {
    steps: [
      {
        title: 'Read the equation',
        body: '<p>We want the value of <em>x</em> that makes <code>3x + 5 = 20</code> true. Whatever we do to one side, we do to the other.</p>',
      },
      {
        title: 'Remove the constant',
        prompt: 'What could you subtract from both sides to leave only the x term on the left?',
        body: '<p>Subtract 5 from both sides:</p><p><code>3x + 5 − 5 = 20 − 5</code>, so <code>3x = 15</code>.</p>',
      },
      {
        title: 'Divide by the coefficient',
        prompt: 'How do you undo "multiplied by 3"?',
        body: '<p>Divide both sides by 3: <code>x = 15 ÷ 3 = 5</code>.</p>',
      },
      {
        title: 'Check the answer',
        prompt: 'How can you be sure x = 5 is right?',
        body: '<p>Put it back in: <code>3 × 5 + 5 = 20</code>. Both sides agree, so <strong>x = 5</strong>.</p><ul><li>Undo operations in reverse order.</li><li>Always check by substituting.</li></ul>',
      },
    ],
  },
};
