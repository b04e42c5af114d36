import { LmsError, type ComponentReader, type CourseAccess, type GradebookRecords, type Knex } from '@lms/sdk';
import { platformEndpoints } from '../launch/platformEndpoints.ts';
import type { ToolProviderStore } from '../ToolProviderStore.ts';
import type { TokenHolder } from './TokenService.ts';

export const LINE_ITEM_MESSAGES = {
  notTheTool: 'This activity launches another tool.',
  notFound: 'Line item not found.',
} as const;

/** AGS 2.0 §3.2 line item, as we answer it. */
export interface LineItem {
  id: string;
  scoreMaximum: number;
  label: string;
  resourceLinkId: string;
  resourceId?: string;
  tag?: string;
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
 * AGS reads for a tool (issue 22 item 5): a graded iframe component that
 * launches the tool has exactly one line item, whose id is the component's
 * (its URL the lineitem our launch advertises); its results are the grades
 * of its gradebook column in the ledger.
 */
export class LineItemService {
  constructor(
    private readonly db: Knex,
    private readonly providers: ToolProviderStore,
    private readonly components: ComponentReader,
    private readonly records: GradebookRecords,
  ) {}

  /** The component's line item, or null when it takes no grades; access-denied for a component of another tool or course. */
  async lineItem(holder: TokenHolder, courseId: string, componentId: string, origin: string): Promise<LineItem | null> {
    const component = await this.components.get(courseId, componentId, toolAccess(courseId));
    const config = component.config as ToolConfig;
    if (component.type !== 'iframe' || config.tool_provider_id !== holder.providerId || !(await this.providers.clientServesCourse(holder.clientId, holder.providerId, courseId))) {
      throw new LmsError('access-denied', LINE_ITEM_MESSAGES.notTheTool);
    }
    const maxScore = config.lti_config?.max_score;
    if (!config.lti_config?.graded || typeof maxScore !== 'number' || !(maxScore > 0)) return null;
    const item: LineItem = {
      id: platformEndpoints(origin).lineItem(courseId, componentId),
      scoreMaximum: maxScore,
      label: config.title || component.title || 'External tool',
      resourceLinkId: componentId,
    };
    if (typeof config.resource_id === 'string' && config.resource_id) item.resourceId = config.resource_id;
    if (typeof config.tag === 'string' && config.tag) item.tag = config.tag;
    return item;
  }

  /** The one line item named by `lineItemId` (the component's id), or not-found. */
  async one(holder: TokenHolder, courseId: string, componentId: string, lineItemId: string, origin: string): Promise<LineItem> {
    const item = await this.lineItem(holder, courseId, componentId, origin);
    if (!item || lineItemId !== componentId) throw new LmsError('not-found', LINE_ITEM_MESSAGES.notFound);
    return item;
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
    const item = await this.one(holder, courseId, componentId, lineItemId, origin);
    const mapped = await this.db('lti_tools_line_items').where({ course_id: courseId, component_id: componentId }).first('activity_id');
    if (!mapped) return [];
    const grades = (await this.records.grades(courseId, [mapped.activity_id as string])).filter((entry) => !filter.userId || entry.userId === filter.userId);
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
}
