import type { FieldError, ReferenceCheckContext } from '@lms/sdk';
import type { AssessmentConfig } from '../schemas/assessmentConfig.ts';
import { ITEM_MESSAGES } from '../schemas/itemMessages.ts';
import type { AssessmentTypeDeps } from './assessmentTypeDeps.ts';

/**
 * Issue 14: an assessment names only Questions its author may read in the item
 * bank (their own, shared with a course they teach, or all for administrators),
 * so no one can deliver, score or reveal another instructor's private Question
 * by putting its id in a config. Questions the stored config already named stay.
 */
export async function assessmentReferenceErrors(config: AssessmentConfig, context: ReferenceCheckContext<AssessmentConfig, AssessmentTypeDeps>): Promise<FieldError[]> {
  const kept = new Set((context.previous?.items ?? []).map((item) => item.id));
  const added = config.items.filter((item) => !kept.has(item.id)).map((item) => item.id);
  if (!added.length) return [];
  const unseen = await context.deps.bank.unseen(context.author, added);
  return config.items.flatMap((item, index) => (unseen.has(item.id) ? [{ field: `items/${index}/id`, message: ITEM_MESSAGES.notFound }] : []));
}
