import { LmsError, type GradeLedger, type Knex } from '@lms/sdk';
import { readAttemptSubmission, type AttemptItem } from '../../scoring/attemptSubmission.ts';
import type { AttemptRow } from '../delivery/AttemptStore.ts';
import type { DeliveredItem } from '../delivery/deliveredItems.ts';
import type { GradedAttemptStore } from './GradedAttemptStore.ts';
import { GRADING_MESSAGES } from './gradingMessages.ts';

/** What a person changes on a submitted attempt. */
export interface AttemptChange {
  /** Every person's score of the attempt, by item id (replaces the stored ones). */
  manual_scores: Record<string, number>;
  /** The attempt's items with some snapshots regraded (same ids), when an item is regraded. */
  items?: DeliveredItem[];
}

/** The scored items of a submission with the regraded snapshots' points and content (a branching quiz scores only its path). */
function regradedSubmissionItems(scored: readonly AttemptItem[], delivered: readonly DeliveredItem[]): AttemptItem[] {
  const byId = new Map(delivered.map((item) => [item.id, item]));
  return scored.map((item) => {
    const regraded = byId.get(item.id);
    return regraded ? ({ ...item, points: regraded.points, content: regraded.content } as AttemptItem) : item;
  });
}

/**
 * Applies a person's change to a submitted attempt in one transaction: the
 * attempt row is locked, the ledger's submission gets the new scores (and
 * items) and is rescored by the grading hook (`updateSubmission`), and the
 * attempt keeps the ledger's new score.
 */
export class AttemptRescorer {
  constructor(
    private readonly db: Knex,
    private readonly store: GradedAttemptStore,
    private readonly grading: GradeLedger,
  ) {}

  /** `change` sees the locked attempt and answers what to write, or null for nothing; answers whether something was written. */
  async rescore(attemptId: string, change: (attempt: AttemptRow) => AttemptChange | null): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const attempt = await this.store.lock(trx, attemptId);
      if (!attempt?.ledger_attempt_id) return false;
      const next = change(attempt);
      if (next === null) return false;
      const recorded = await this.grading.attempt(attempt.ledger_attempt_id, trx);
      if (!recorded) throw new LmsError('not-found', GRADING_MESSAGES.noAnswers);
      const submission = readAttemptSubmission(recorded.submission);
      const items = next.items ? regradedSubmissionItems(submission.items, next.items) : submission.items;
      const ledger = await this.grading.updateSubmission(recorded.id, { ...submission, items, manual_scores: next.manual_scores }, trx);
      await this.store.saveGrades(trx, attemptId, { manual_scores: next.manual_scores, score: ledger.score, max_score: ledger.maxScore, ...(next.items ? { items: next.items } : {}) });
      return true;
    });
  }
}
