import { LmsError, type Clock, type ComponentReader, type CourseAccess, type GradebookRecords, type GradeLedger, type IdGenerator, type Knex } from '@lms/sdk';
import type { LineItemFields } from './lineItemBody.ts';
import { platformEndpoints } from '../launch/platformEndpoints.ts';
import type { ToolProviderStore } from '../ToolProviderStore.ts';
import type { TokenHolder } from './TokenService.ts';

export const LINE_ITEM_MESSAGES = {
  notTheTool: 'This activity launches another tool.',
  notFound: 'Line item not found.',
  componentsOwn: 'This line item is the component’s own: its author changes it in the course.',
} as const;

/** AGS 2.0 §3.2 line item, as we answer it. */
export interface LineItem {
  id: string;
  scoreMaximum: number;
  label: string;
  resourceLinkId: string;
  resourceId?: string;
  tag?: string;
  endDateTime?: string;
}

/** A line item a tool made (lti_tools_created_line_items). */
interface CreatedLineItemRow {
  id: string;
  course_id: string;
  component_id: string;
  provider_id: string;
  activity_id: string;
  label: string;
  score_maximum: number;
  resource_id: string | null;
  tag: string | null;
  end_date_time: Date | null;
}

/** AGS 2.0 §3.3 result. */
export interface LineItemResult {
  id: string;
  scoreOf: string;
  userId: string;
  resultScore: number | null;
  resultMaximum: number;
}

interface ToolConfig {
  title?: string;
  tool_provider_id?: string;
  lti_config?: { graded?: boolean; max_score?: number };
  resource_id?: string;
  tag?: string;
}

const toolAccess = (courseId: string): CourseAccess => ({ courseId, student: false, professor: true, manage: false, edit: false });

/**
 * AGS line items for a tool (issue 22 item 5). A graded iframe component that
 * launches the tool has its own line item, whose id is the component's (its URL
 * the lineitem our launch advertises); the tool may make more on the component
 * (AGS POST, each a custom gradebook column), change and remove those (PUT,
 * DELETE), never the component's own (its author's, in the course). Results are
 * the grades of each line item's gradebook column in the ledger.
 */
export class LineItemService {
  constructor(
    private readonly db: Knex,
    private readonly providers: ToolProviderStore,
    private readonly components: ComponentReader,
    private readonly records: GradebookRecords,
    private readonly ledger: GradeLedger,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** The component's own line item, or null when it takes no grades; access-denied for a component of another tool or course. */
  async lineItem(holder: TokenHolder, courseId: string, componentId: string, origin: string): Promise<LineItem | null> {
    const config = await this.toolConfig(holder, courseId, componentId);
    const maxScore = config.lti_config?.max_score;
    if (!config.lti_config?.graded || typeof maxScore !== 'number' || !(maxScore > 0)) return null;
    const item: LineItem = {
      id: platformEndpoints(origin).lineItem(courseId, componentId),
      scoreMaximum: maxScore,
      label: config.title || config.componentTitle || 'External tool',
      resourceLinkId: componentId,
    };
    if (typeof config.resource_id === 'string' && config.resource_id) item.resourceId = config.resource_id;
    if (typeof config.tag === 'string' && config.tag) item.tag = config.tag;
    return item;
  }

  /** The line item container: the component's own (when graded), then those the tool made on it, oldest first. */
  async list(holder: TokenHolder, courseId: string, componentId: string, origin: string): Promise<LineItem[]> {
    const own = await this.lineItem(holder, courseId, componentId, origin);
    const created = await this.db<CreatedLineItemRow>('lti_tools_created_line_items')
      .where({ course_id: courseId, component_id: componentId, provider_id: holder.providerId })
      .orderBy([{ column: 'created_at' }, { column: 'id' }]);
    return [...(own ? [own] : []), ...created.map((row) => createdItem(row, origin))];
  }

  /** The one line item named by `lineItemId` (the component's id, or one the tool made on it), or not-found. */
  async one(holder: TokenHolder, courseId: string, componentId: string, lineItemId: string, origin: string): Promise<LineItem> {
    return (await this.resolve(holder, courseId, componentId, lineItemId, origin)).item;
  }

  /** Makes a line item on the component: its gradebook column and its row, in one transaction. */
  async create(holder: TokenHolder, courseId: string, componentId: string, fields: LineItemFields, origin: string): Promise<LineItem> {
    await this.toolConfig(holder, courseId, componentId);
    const row = await this.db.transaction(async (trx) => {
      const activityId = await this.ledger.saveCustomColumn({ courseId, title: fields.label, dueDate: fields.endDateTime?.toISOString() ?? null, maxScore: fields.scoreMaximum, show: true, lessonId: null }, trx);
      const created: CreatedLineItemRow & { created_at: Date } = {
        id: this.ids.newId(),
        course_id: courseId,
        component_id: componentId,
        provider_id: holder.providerId,
        activity_id: activityId,
        label: fields.label,
        score_maximum: fields.scoreMaximum,
        resource_id: fields.resourceId,
        tag: fields.tag,
        end_date_time: fields.endDateTime,
        created_at: this.clock.now(),
      };
      await trx('lti_tools_created_line_items').insert(created);
      return created;
    });
    return createdItem(row, origin);
  }

  /** Changes a line item the tool made (its column's title, maximum and due date with it). */
  async update(holder: TokenHolder, courseId: string, componentId: string, lineItemId: string, fields: LineItemFields, origin: string): Promise<LineItem> {
    const row = await this.createdRow(holder, courseId, componentId, lineItemId);
    await this.db.transaction(async (trx) => {
      await this.ledger.saveCustomColumn({ courseId, id: row.activity_id, title: fields.label, dueDate: fields.endDateTime?.toISOString() ?? null, maxScore: fields.scoreMaximum, show: true, lessonId: null }, trx);
      await trx('lti_tools_created_line_items')
        .where({ id: row.id })
        .update({ label: fields.label, score_maximum: fields.scoreMaximum, resource_id: fields.resourceId, tag: fields.tag, end_date_time: fields.endDateTime });
    });
    return createdItem({ ...row, label: fields.label, score_maximum: fields.scoreMaximum, resource_id: fields.resourceId, tag: fields.tag, end_date_time: fields.endDateTime }, origin);
  }

  /** Removes a line item the tool made, with its column, grades and scores. */
  async remove(holder: TokenHolder, courseId: string, componentId: string, lineItemId: string, origin: string): Promise<void> {
    const row = await this.createdRow(holder, courseId, componentId, lineItemId);
    await this.db.transaction(async (trx) => {
      await this.ledger.removeCustomColumn(courseId, row.activity_id, trx);
      await trx('lti_tools_scores').where({ course_id: courseId, component_id: row.id }).delete();
      await trx('lti_tools_created_line_items').where({ id: row.id }).delete();
    });
  }

  /** The line item's results: each student's grade in its gradebook column, `userId`'s only when given, at most `limit`. */
  async results(
    holder: TokenHolder,
    courseId: string,
    componentId: string,
    lineItemId: string,
    origin: string,
    filter: { userId?: string; limit?: number },
  ): Promise<LineItemResult[]> {
    const { item, activityId } = await this.resolve(holder, courseId, componentId, lineItemId, origin);
    if (!activityId) return [];
    const grades = (await this.records.grades(courseId, [activityId])).filter((entry) => !filter.userId || entry.userId === filter.userId);
    grades.sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
    // Only the course's students have results (a grade left on someone since unenrolled is not one).
    const { students } = await this.records.students(courseId, { userIds: grades.map((entry) => entry.userId), count: false });
    const enrolled = new Set(students.map((student) => student.id));
    return grades
      .filter((entry) => enrolled.has(entry.userId))
      .slice(0, filter.limit ?? undefined)
      .map((entry) => ({
        id: `${item.id}/results?user_id=${encodeURIComponent(entry.userId)}`,
        scoreOf: item.id,
        userId: entry.userId,
        resultScore: entry.grade,
        resultMaximum: item.scoreMaximum,
      }));
  }

  /** A line item with its gradebook column (null for the component's own before its first score). */
  private async resolve(holder: TokenHolder, courseId: string, componentId: string, lineItemId: string, origin: string): Promise<{ item: LineItem; activityId: string | null }> {
    if (lineItemId === componentId) {
      const item = await this.lineItem(holder, courseId, componentId, origin);
      if (!item) throw new LmsError('not-found', LINE_ITEM_MESSAGES.notFound);
      const mapped = await this.db('lti_tools_line_items').where({ course_id: courseId, component_id: componentId }).first('activity_id');
      return { item, activityId: (mapped?.activity_id as string | undefined) ?? null };
    }
    const row = await this.createdRow(holder, courseId, componentId, lineItemId);
    return { item: createdItem(row, origin), activityId: row.activity_id };
  }

  /** A line item this tool made on the component; access-denied for the component's own, not-found for any other. */
  private async createdRow(holder: TokenHolder, courseId: string, componentId: string, lineItemId: string): Promise<CreatedLineItemRow> {
    await this.toolConfig(holder, courseId, componentId);
    if (lineItemId === componentId) throw new LmsError('access-denied', LINE_ITEM_MESSAGES.componentsOwn);
    const row = await this.db<CreatedLineItemRow>('lti_tools_created_line_items').where({ id: lineItemId, course_id: courseId, component_id: componentId, provider_id: holder.providerId }).first();
    if (!row) throw new LmsError('not-found', LINE_ITEM_MESSAGES.notFound);
    return row;
  }

  /** The component's config when it launches the holder's tool in a course the holder's client serves; access-denied otherwise. */
  private async toolConfig(holder: TokenHolder, courseId: string, componentId: string): Promise<ToolConfig & { componentTitle: string }> {
    const component = await this.components.get(courseId, componentId, toolAccess(courseId));
    const config = component.config as ToolConfig;
    if (component.type !== 'iframe' || config.tool_provider_id !== holder.providerId || !(await this.providers.clientServesCourse(holder.clientId, holder.providerId, courseId))) {
      throw new LmsError('access-denied', LINE_ITEM_MESSAGES.notTheTool);
    }
    return { ...config, componentTitle: component.title };
  }
}

/** A made line item as AGS answers it: its URL is its id, its resource link the component. */
function createdItem(row: CreatedLineItemRow, origin: string): LineItem {
  const item: LineItem = {
    id: `${platformEndpoints(origin).lineItems(row.course_id, row.component_id)}/${row.id}`,
    scoreMaximum: Number(row.score_maximum),
    label: row.label,
    resourceLinkId: row.component_id,
  };
  if (row.resource_id) item.resourceId = row.resource_id;
  if (row.tag) item.tag = row.tag;
  if (row.end_date_time) item.endDateTime = new Date(row.end_date_time).toISOString();
  return item;
}
