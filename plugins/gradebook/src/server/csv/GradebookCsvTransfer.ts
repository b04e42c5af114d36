import { LmsError, type GradeLedger, type Knex } from '@lms/sdk';
import type { ImportPreview } from '../../calls/gradebookCalls.ts';
import { GRADEBOOK_ERRNOS } from '../gradebookErrnos.ts';
import type { GradebookReader } from '../GradebookReader.ts';
import { gradebookCsv } from './gradebookCsv.ts';
import { csvStudentIds, parseGradebookCsv, previewGradebookCsv } from './csvImport.ts';

/** Every student at once: an export is the whole class. */
const WHOLE_ROSTER = { offset: 0, limit: 1_000_000 };

export interface ExportChoice {
  /** Only these activity ids (all when absent). */
  columns?: readonly string[];
  /** Only these students (all when absent). */
  students?: readonly string[];
}

/** The gradebook's CSV export, and the import's preview and apply (one transaction, refused when the gradebook changed since the preview). */
export class GradebookCsvTransfer {
  constructor(
    private readonly db: Knex,
    private readonly reader: GradebookReader,
    private readonly ledger: GradeLedger,
  ) {}

  async export(courseId: string, choice: ExportChoice): Promise<string> {
    const selection = choice.students ? { userIds: choice.students } : WHOLE_ROSTER;
    const gradebook = await this.reader.compute(courseId, selection, { kind: 'staff' });
    if (!choice.columns) return gradebookCsv(gradebook);
    const wanted = new Set(choice.columns);
    const keep = gradebook.columns.activities.map((activity) => wanted.has(activity.id) || wanted.has(activity.componentId ?? ''));
    return gradebookCsv({
      ...gradebook,
      columns: { ...gradebook.columns, activities: gradebook.columns.activities.filter((_, index) => keep[index]) },
      students: gradebook.students.map((entry) => ({ ...entry, row: { ...entry.row, cells: entry.row.cells.filter((_, index) => keep[index]) } })),
    });
  }

  async preview(courseId: string, csv: string): Promise<ImportPreview> {
    const file = parseGradebookCsv(csv);
    const gradebook = await this.reader.compute(courseId, { userIds: csvStudentIds(file) }, { kind: 'staff' });
    return previewGradebookCsv(file, gradebook);
  }

  /** Writes the previewed changes in one transaction; gradebook-changed (409) when the gradebook is not as previewed. */
  async apply(courseId: string, csv: string, previewed: string, by: string): Promise<number> {
    const { changes, fingerprint } = await this.preview(courseId, csv);
    if (fingerprint !== previewed) throw LmsError.declared(GRADEBOOK_ERRNOS, 'gradebook-changed');
    await this.db.transaction(async (trx) => {
      for (const change of changes) {
        await this.ledger.setGrade({ courseId, activityId: change.activity_id, userId: change.student_id, grade: change.to, by }, trx);
      }
    });
    return changes.length;
  }
}
