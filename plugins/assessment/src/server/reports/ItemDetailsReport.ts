import type { ComponentReader, CourseAccess, Knex } from '@lms/sdk';
import { attemptOnPath } from '../delivery/branching/branchingPath.ts';
import { ITEMS_TABLE, type ItemRow } from '../itemRows.ts';
import { tallyItems, type CountedAttempt, type ReportedItem } from './itemTally.ts';
import { reportedAssessment } from './reportedAssessment.ts';
import type { ReportAttempts } from './ReportAttempts.ts';
import { REPORT_MESSAGES } from './reportMessages.ts';
import type { ItemDetails } from '../../calls/reportCalls.ts';

/**
 * The item-detail report (part 2 §2 "assessmentdetail", part 3
 * "items-detailed-report"): per Question, how the students did, over each
 * student's latest submitted attempt (one voice per student; previews left
 * out). Queries: the component (the kernel's), the attempts (one), the
 * Questions' titles (one); the rest is one pass in memory.
 */
export class ItemDetailsReport {
  constructor(
    private readonly db: Knex,
    private readonly attempts: ReportAttempts,
    private readonly components: ComponentReader,
  ) {}

  async itemDetails(courseId: string, componentId: string, access: CourseAccess): Promise<ItemDetails> {
    const { title, config } = await reportedAssessment(this.components, courseId, componentId, access);
    const rows = await this.attempts.latestSubmitted(courseId, componentId);
    if (!rows.length) return { title, items: [], attempts: 0, error: REPORT_MESSAGES.noSubmissions };
    const counted = rows.map((row): CountedAttempt => {
      // A branching quiz delivered only its path: the other items were never the student's.
      const { items, responses } = attemptOnPath(config, row);
      return { items, responses, manualScores: row.manual_scores ?? {}, submittedAt: row.submitted_at ?? row.started_at };
    });
    return { title, items: tallyItems(await this.reportedItems(config.items), counted, config.accent_scoring), attempts: rows.length };
  }

  /** The assessment's Questions in its order, titled as the bank has them now (one gone from the bank shows as its snapshots do). */
  private async reportedItems(entries: readonly { id: string; points: number }[]): Promise<ReportedItem[]> {
    const bank = entries.length ? await this.db<ItemRow>(ITEMS_TABLE).whereIn('id', entries.map((entry) => entry.id)).select('id', 'title', 'type') : [];
    const byId = new Map(bank.map((row) => [row.id, row]));
    return entries.flatMap((entry) => {
      const row = byId.get(entry.id);
      return row ? [{ id: entry.id, points: entry.points, title: row.title, type: row.type }] : [];
    });
  }
}
