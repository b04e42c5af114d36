import { LmsError, type CourseAccess, type Knex, type SessionUser } from '@lms/sdk';
import type { DeliveredItem } from '../delivery/deliveredItems.ts';
import { ITEMS_TABLE, type ItemRow } from '../itemRows.ts';
import type { AttemptRescorer } from './AttemptRescorer.ts';
import type { CourseAssessments } from './courseAssessment.ts';
import type { GradedAttemptStore } from './GradedAttemptStore.ts';
import { GRADING_MESSAGES } from './gradingMessages.ts';
import type { ItemRegradeBody } from '../../calls/gradingCalls.ts';

type CopiedItem = Pick<ItemRow, 'type' | 'content'> & { points: number };

/** An ordering item keeps the order it showed for the entries still there; new entries come last. */
function shownOrder(shown: readonly string[] | undefined, entries: readonly { id: string }[]): string[] {
  const ids = entries.map((entry) => entry.id);
  const kept = (shown ?? []).filter((id) => ids.includes(id));
  return [...kept, ...ids.filter((id) => !kept.includes(id))];
}

/** The attempt's snapshot of an item with the copy's answer key and points (same id: the responses stay keyed by it). */
export function regradedItem(item: DeliveredItem, copy: CopiedItem): DeliveredItem {
  const regraded = { ...item, content: copy.content, points: copy.points } as DeliveredItem;
  if (regraded.type === 'ordering') regraded.shown_order = shownOrder(item.shown_order, regraded.content.entries);
  return regraded;
}

/**
 * Regrade of one item across every submitted attempt of an assessment
 * (part 2 §7 regrade/{courseId}/{id}): the snapshot of the item whose
 * reference is the target takes the answer key and points of the caller's
 * item whose reference is the copy, and each such attempt is rescored
 * through the ledger. A person's score of that item stays unless its points
 * change (then a person scores it again, or its computed score counts).
 */
export class ItemRegrade {
  constructor(
    private readonly db: Knex,
    private readonly assessments: CourseAssessments,
    private readonly store: GradedAttemptStore,
    private readonly rescorer: AttemptRescorer,
  ) {}

  async regrade(courseId: string, componentId: string, user: SessionUser, access: CourseAccess, body: ItemRegradeBody): Promise<{ changed: number }> {
    const config = await this.assessments.config(courseId, componentId, access);
    const attempts = await this.store.submitted(courseId, componentId);
    const ids = new Set([...config.items.map((entry) => entry.id), ...attempts.flatMap((attempt) => attempt.items.map((item) => item.id))]);
    const targets = (await this.db<ItemRow>(ITEMS_TABLE).whereIn('id', [...ids]).where({ reference: body.target_item_reference }).select('id', 'type')) as Pick<ItemRow, 'id' | 'type'>[];
    if (!targets.length) throw LmsError.validation([{ field: 'target_item_reference', message: GRADING_MESSAGES.targetNotFound }]);
    const row = (await this.db<ItemRow>(ITEMS_TABLE).where({ owned_by: user.id, reference: body.copy_item_reference }).first()) as ItemRow | undefined;
    if (!row) throw LmsError.validation([{ field: 'copy_item_reference', message: GRADING_MESSAGES.copyNotFound }]);
    if (targets.some((target) => target.type !== row.type)) throw LmsError.validation([{ field: 'copy_item_reference', message: GRADING_MESSAGES.copyType }]);
    const copy: CopiedItem = { type: row.type, content: row.content, points: Number(row.points) };
    const targetIds = new Set(targets.map((target) => target.id));
    let changed = 0;
    for (const attempt of attempts.filter((candidate) => candidate.items.some((item) => targetIds.has(item.id)))) {
      const written = await this.rescorer.rescore(attempt.id, (locked) => {
        const manual = { ...locked.manual_scores };
        const items = locked.items.map((item) => {
          if (!targetIds.has(item.id)) return item;
          if (item.points !== copy.points) delete manual[item.id];
          return regradedItem(item, copy);
        });
        return { manual_scores: manual, items };
      });
      if (written) changed++;
    }
    return { changed };
  }
}
