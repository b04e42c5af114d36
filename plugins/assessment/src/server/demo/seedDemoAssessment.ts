import type { DemoSeedContext } from '@lms/sdk';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import type { AssessmentTypeDeps } from '../assessmentTypeDeps.ts';
import { DEMO_BANK_QUESTIONS, DEMO_QUESTIONS } from './demoQuestions.ts';

/**
 * The demo quiz's Questions, put in the demo instructor's item bank (a
 * Question they already have under a demo reference is used as it is), then
 * the quiz naming them; the bank's other demo Questions beside them.
 */
export async function seedDemoAssessment(config: AssessmentConfig, context: DemoSeedContext<AssessmentTypeDeps>): Promise<AssessmentConfig> {
  const { bank } = context.deps;
  const { items: own } = await bank.list(context.owner, {});
  const byReference = new Map(own.filter((item) => item.mine).map((item) => [item.reference, item._id]));
  const items = [];
  for (const question of DEMO_QUESTIONS) {
    const id = byReference.get(question.reference) ?? (await bank.create(context.owner, question))._id;
    items.push({ id, points: 1 });
  }
  for (const question of DEMO_BANK_QUESTIONS) {
    if (!byReference.has(question.reference)) await bank.create(context.owner, question);
  }
  return { ...config, items };
}
