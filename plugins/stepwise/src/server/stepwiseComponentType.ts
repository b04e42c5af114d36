import { defineComponentType, jsonSchema, LmsError } from '@lms/sdk';
import { MAX_BODY_LENGTH, STEPWISE_MESSAGES, stepwiseConfigSchema, type StepwiseConfig, type StepwiseStep } from '../schemas/stepwiseConfig.ts';
import { sanitizeStepHtml, stepHtmlToText } from './sanitizeStepHtml.ts';
import { STEPWISE_DEMO } from './stepwiseDemo.ts';

function preparedStep(step: StepwiseStep, index: number): StepwiseStep {
  const body = sanitizeStepHtml(step.body);
  // Escaping can lengthen a text ("&" is stored as "&amp;"); the limit holds for what is stored.
  if (body.length > MAX_BODY_LENGTH) throw LmsError.validation([{ field: `config/steps/${index}/body`, message: STEPWISE_MESSAGES.bodyTooLong }]);
  const prompt = step.prompt?.trim();
  return { title: step.title.trim(), body, ...(prompt ? { prompt } : {}) };
}

export const stepwiseComponentType = defineComponentType<StepwiseConfig>({
  type: 'stepwise',
  title: 'Stepwise',
  configSchema: jsonSchema<StepwiseConfig>(stepwiseConfigSchema),
  defaults: { steps: [{ title: 'Step 1', body: '' }] },
  activity: { gradable: false },
  // Sanitised on every write: whatever an editor (or a direct API call) sends, students get safe markup.
  prepare: (config) => ({ steps: config.steps.map(preparedStep) }),
  searchableText: (config) => config.steps.map((step) => [step.title, step.prompt ?? '', stepHtmlToText(step.body)].filter(Boolean).join(' ')).join(' '),
  demo: STEPWISE_DEMO,
});
