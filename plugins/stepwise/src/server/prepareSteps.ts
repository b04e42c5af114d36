// Runs in the kernel's worker threads for long configs (see stepwiseComponentType): sanitising is CPU work on user input.
import { LmsError } from '@lms/sdk';
import { MAX_BODY_LENGTH, STEPWISE_MESSAGES, type StepwiseConfig, type StepwiseStep } from '../schemas/stepwiseConfig.ts';
import { sanitizeStepHtml } from './sanitizeStepHtml.ts';

function preparedStep(step: StepwiseStep, index: number): StepwiseStep {
  const body = sanitizeStepHtml(step.body);
  // Escaping can lengthen a text ("&" is stored as "&amp;"); the limit holds for what is stored.
  if (body.length > MAX_BODY_LENGTH) throw LmsError.validation([{ field: `config/steps/${index}/body`, message: STEPWISE_MESSAGES.bodyTooLong }]);
  const prompt = step.prompt?.trim();
  return { title: step.title.trim(), body, ...(prompt ? { prompt } : {}) };
}

/** Each step's body sanitised (422 when escaping makes it too long), title and prompt trimmed. */
export function prepareSteps(config: StepwiseConfig): StepwiseConfig {
  return { steps: config.steps.map(preparedStep) };
}
