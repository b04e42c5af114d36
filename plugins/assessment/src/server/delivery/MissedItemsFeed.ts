import type { GradebookRecords, Knex, StudyItemKey, StudyItems } from '@lms/sdk';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import type { AttemptSubmission } from '../../scoring/attemptSubmission.ts';
import { scoreAttempt } from '../../scoring/scoreAttempt.ts';
import { ITEMS_TABLE } from '../itemRows.ts';
import type { AttemptOwner } from './AttemptStore.ts';

/** The study center's name for the items this plugin puts there. */
export const STUDY_ITEM_SOURCE = 'assessment';

/**
 * Feeds the study center (issue 20 item 3) from a submitted attempt of an
 * assessment with `studycenter` on: each Question the student missed (fewer
 * points than it is worth) goes to red, linked to the quiz's page; one they now
 * got right leaves it. A Question waiting for a person's grade is left as is.
 * Written in the submission's own transaction.
 */
export class MissedItemsFeed {
  constructor(
    private readonly studyItems: StudyItems,
    private readonly records: GradebookRecords,
  ) {}

  async submitted(owner: AttemptOwner, config: AssessmentConfig, submission: AttemptSubmission, trx: Knex.Transaction): Promise<void> {
    if (!config.studycenter) return;
    // Per-item points before any late penalty: lateness does not make an answer wrong.
    const { items } = scoreAttempt(submission, { accentScoring: config.accent_scoring, dueDate: null, policy: null });
    const scored = items.filter((item) => item.correct !== null);
    const key = (ref: string): StudyItemKey => ({ courseId: owner.courseId, userId: owner.userId, source: STUDY_ITEM_SOURCE, ref });
    await this.studyItems.remove(scored.filter((item) => item.score >= item.max).map((item) => key(item.id)), trx);
    const missed = scored.filter((item) => item.score < item.max);
    if (missed.length === 0) return;
    const [activity, titles] = await Promise.all([
      this.records.activity(owner.courseId, owner.componentId, trx),
      this.itemTitles(missed.map((item) => item.id), trx),
    ]);
    const link = await this.quizPage(owner, trx);
    const quizTitle = activity?.title || 'Quiz';
    await this.studyItems.put(
      missed.map((item) => ({ ...key(item.id), title: titles.get(item.id) || quizTitle, link })),
      trx,
    );
  }

  private async itemTitles(ids: string[], trx: Knex.Transaction): Promise<Map<string, string>> {
    const rows: { id: string; title: string }[] = await trx(ITEMS_TABLE).whereIn('id', ids).select('id', 'title');
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  /** The page the quiz sits on (its first place), or the course home when it is on none. */
  private async quizPage(owner: AttemptOwner, trx: Knex.Transaction): Promise<string> {
    const place = (await this.records.activities(owner.courseId, trx)).find((activity) => activity.componentId === owner.componentId);
    return place?.lessonId && place.pageId ? `/${owner.courseId}/${place.lessonId}/${place.pageId}` : `/${owner.courseId}`;
  }
}
