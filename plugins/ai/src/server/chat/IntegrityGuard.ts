import type { Clock, GradebookRecords } from '@lms/sdk';
import { refusedBeforeDue, refusedDuringAttempt, type IntegrityPolicy } from '../../calls/aiRules.ts';
import type { FoundPassage } from './Retriever.ts';

/** A graded item the asker may not get help with now, and why. */
interface ProtectedItem {
  componentId: string;
  pageId: string | null;
  title: string;
  reason: string;
}

export interface IntegrityVerdict {
  /** The sentence the assistant answers instead (it says why), or null. */
  refusal: string | null;
  /** The passages left once those of protected items are taken out. */
  allowed: FoundPassage[];
}

/** A title this short is a common word: it is matched only through the passages. */
const MIN_TITLE_LENGTH = 4;

/**
 * Issue 27 item 3: while a student has an attempt open on a graded item
 * (ActivityDescriptor.openAttempts, through core's grade records), or, under
 * the course's `until_due` policy, before the item's due date (the student's
 * own schedule where one is set), the assistant does not help with it. A
 * question naming the item, or whose best passage is the item's text or on
 * the item's page, is refused with the reason; otherwise the item's passages
 * are taken out and the rest may answer. Decided before any model sees the
 * question, so no text can talk the assistant out of it.
 */
export class IntegrityGuard {
  constructor(
    private readonly records: GradebookRecords,
    private readonly clock: Clock,
  ) {}

  async check(courseId: string, userId: string, policy: IntegrityPolicy, question: string, found: FoundPassage[]): Promise<IntegrityVerdict> {
    if (policy === 'off') return { refusal: null, allowed: found };
    const items = await this.protectedItems(courseId, userId, policy);
    if (!items.length) return { refusal: null, allowed: found };
    const protects = (passage: FoundPassage) => (item: ProtectedItem) =>
      (passage.componentId !== null && passage.componentId === item.componentId) || (passage.pageId !== null && passage.pageId === item.pageId);
    const asked = question.toLowerCase();
    const named = items.find((item) => item.title.length >= MIN_TITLE_LENGTH && new RegExp(`(^|[^\\p{L}\\p{N}])${escape(item.title.toLowerCase())}($|[^\\p{L}\\p{N}])`, 'u').test(asked));
    const best = found[0] ? items.find(protects(found[0])) : undefined;
    const refused = named ?? best;
    if (refused) return { refusal: refused.reason, allowed: [] };
    return { refusal: null, allowed: found.filter((passage) => !items.some(protects(passage))) };
  }

  private async protectedItems(courseId: string, userId: string, policy: IntegrityPolicy): Promise<ProtectedItem[]> {
    const [activities, open, ledger] = await Promise.all([
      this.records.activities(courseId),
      this.records.openAttempts(courseId, [userId]),
      policy === 'until_due' ? this.records.studentLedgers(courseId, [userId]) : Promise.resolve(null),
    ]);
    const now = this.clock.now();
    const running = new Set(open.map((attempt) => attempt.componentId));
    const ownDue = new Map((ledger?.schedules ?? []).filter((s) => s.dueDate).map((s) => [s.componentId, s.dueDate!]));
    const items: ProtectedItem[] = [];
    for (const activity of activities) {
      if (!activity.graded || !activity.componentId) continue;
      const title = (activity.title || activity.componentTitle || '').trim();
      const due = ownDue.get(activity.componentId) ?? activity.dueDate;
      let reason: string | null = null;
      if (running.has(activity.componentId)) reason = refusedDuringAttempt(title);
      else if (policy === 'until_due' && due && due.getTime() > now.getTime()) reason = refusedBeforeDue(title, due.toISOString().slice(0, 10));
      if (reason) items.push({ componentId: activity.componentId, pageId: activity.pageId, title, reason });
    }
    return items;
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
