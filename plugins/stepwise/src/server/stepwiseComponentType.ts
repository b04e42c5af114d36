import { defineComponentType, offLoopJob } from '@lms/sdk';
import { stepwiseConfigSchema, type StepwiseConfig } from '../schemas/stepwiseConfig.ts';
import { stepHtmlToText } from './sanitizeStepHtml.ts';
import { STEPWISE_DEMO } from './stepwiseDemo.ts';

/** 50 steps of 20,000 characters take the sanitiser seconds: all but short configs are prepared in the kernel's worker threads. */
const prepareSteps = offLoopJob<StepwiseConfig, StepwiseConfig>(new URL('./prepareSteps.ts', import.meta.url).href, 'prepareSteps', {
  deadlineMs: 5_000,
  inlineBelow: 2048,
});

export const stepwiseComponentType = defineComponentType<StepwiseConfig>({
  type: 'stepwise',
  title: 'Stepwise',
  configSchema: stepwiseConfigSchema,
  defaults: { steps: [{ title: 'Step 1', body: '' }] },
  activity: { gradable: false },
  // Sanitised on every write: whatever an editor (or a direct API call) sends, students get safe markup.
  prepare: prepareSteps,
  searchableText: (config) => config.steps.map((step) => [step.title, step.prompt ?? '', stepHtmlToText(step.body)].filter(Boolean).join(' ')).join(' '),
  demo: STEPWISE_DEMO,
});
