import { LmsError, type Clock, type ComponentReader, type CourseAccess, type GradebookRecords, type Knex } from '@lms/sdk';
import type { PageAdaptiveItems as PageAdaptiveItemsAnswer, PageAssessment } from '../../calls/adaptiveCalls.ts';
import { ADAPTIVE_DISABLED, ADAPTIVE_MESSAGES } from '../../schemas/adaptiveMessages.ts';

const TABLE = 'assessment_page_adaptive_items';

interface ItemLabelRow {
  id: string;
  reference: string;
  title: string;
}

/**
 * A page's adaptive item list (issue 18 item 8): which Questions of the page's
 * assessments a course with adaptive_enabled adapts the page over. The list may
 * name only Questions the page's assessments hold, so every one is the course's
 * and the page is the course's (a page of the course with an assessment).
 */
export class PageAdaptiveItems {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly records: GradebookRecords,
    private readonly components: ComponentReader,
  ) {}

  async read(courseId: string, pageId: string, access: CourseAccess): Promise<PageAdaptiveItemsAnswer> {
    const [enabled, assessments] = await Promise.all([this.adaptiveEnabled(courseId), this.pageAssessments(courseId, pageId, access)]);
    const choices = new Set(assessments.flatMap((assessment) => assessment.items.map((item) => item.id)));
    const stored = await this.stored(courseId, pageId);
    return { adaptive_enabled: enabled, data: stored.filter((id) => choices.has(id)), assessments };
  }

  /** Replaces the list: 409 while the course flag is off, 404 without an assessment on the page, 422 on an entry that is no Question of them. */
  async save(courseId: string, pageId: string, data: readonly string[], by: string, access: CourseAccess): Promise<{ data: string[] }> {
    if (!(await this.adaptiveEnabled(courseId))) throw new LmsError(ADAPTIVE_DISABLED.errno, ADAPTIVE_DISABLED.message, { status: ADAPTIVE_DISABLED.status });
    const assessments = await this.pageAssessments(courseId, pageId, access);
    const choices = new Set(assessments.flatMap((assessment) => assessment.items.map((item) => item.id)));
    const seen = new Set<string>();
    const errors = data.flatMap((id, index) => {
      const message = !choices.has(id) ? ADAPTIVE_MESSAGES.notOnPage : seen.has(id) ? ADAPTIVE_MESSAGES.repeated : null;
      seen.add(id);
      return message ? [{ field: `data/${index}`, message }] : [];
    });
    if (errors.length) throw LmsError.validation(errors);
    await this.db(TABLE)
      .insert({ course_id: courseId, page_id: pageId, items: JSON.stringify(data), updated_by: by, updated_at: this.clock.now() })
      .onConflict(['course_id', 'page_id'])
      .merge(['items', 'updated_by', 'updated_at']);
    return { data: [...data] };
  }

  private async adaptiveEnabled(courseId: string): Promise<boolean> {
    const course = await this.records.course(courseId);
    return course?.settings.adaptive_enabled === true;
  }

  /** The course's assessments on the page, in reading order, each with its Questions; not-found when there is none. */
  private async pageAssessments(courseId: string, pageId: string, access: CourseAccess): Promise<PageAssessment[]> {
    const componentIds = (await this.records.activities(courseId)).flatMap((activity) =>
      activity.type === 'assessment' && activity.pageId === pageId && activity.componentId ? [activity.componentId] : [],
    );
    if (!componentIds.length) throw new LmsError('not-found', ADAPTIVE_MESSAGES.noAssessment);
    const assessments = await Promise.all(componentIds.map((componentId) => this.components.get(courseId, componentId, access, 'assessment')));
    const ids = [...new Set(assessments.flatMap((assessment) => assessment.config.items.map((item) => item.id)))];
    const labels = new Map(
      ((await this.db('assessment_items').whereIn('id', ids).select('id', 'reference', 'title')) as ItemLabelRow[]).map((row) => [row.id, row]),
    );
    return assessments.map((assessment) => ({
      id: assessment._id,
      title: assessment.title,
      // A Question deleted from the bank since is no choice.
      items: assessment.config.items.flatMap((item) => {
        const label = labels.get(item.id);
        return label ? [{ id: label.id, reference: label.reference, title: label.title }] : [];
      }),
    }));
  }

  private async stored(courseId: string, pageId: string): Promise<string[]> {
    const row = (await this.db(TABLE).where({ course_id: courseId, page_id: pageId }).first('items')) as { items: string[] } | undefined;
    return row?.items ?? [];
  }
}
