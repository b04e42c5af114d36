import { LmsError, type ComponentReader, type CourseAccess, type GradeLedger, type Knex, type PeopleDirectory } from '@lms/sdk';
import { LTI_TOOLS_ERRNOS } from '../ltiToolsErrnos.ts';
import type { ToolProviderStore } from '../ToolProviderStore.ts';
import type { TokenHolder } from './TokenService.ts';

export const SCORE_MESSAGES = {
  notGraded: 'This activity takes no grades from its tool.',
  notTheTool: 'This activity launches another tool.',
  notStudent: 'The userId is not a student of this course.',
  body: 'A score needs userId, activityProgress, gradingProgress, a timestamp, and scoreMaximum above 0 with a scoreGiven of 0 or more.',
  stale: 'A newer score of this student is already recorded.',
} as const;

const ACTIVITY_PROGRESS = ['Initialized', 'Started', 'InProgress', 'Submitted', 'Completed'];
const GRADING_PROGRESS = ['FullyGraded', 'Pending', 'PendingManual', 'Failed', 'NotReady'];

/** The AGS score a tool posts (AGS 2.0 §3.4). */
export interface ToolScore {
  userId: string;
  scoreGiven?: number;
  scoreMaximum?: number;
  activityProgress: string;
  gradingProgress: string;
  timestamp: string;
}

function parseScore(body: Record<string, unknown>): ToolScore {
  const { userId, scoreGiven, scoreMaximum, activityProgress, gradingProgress, timestamp } = body;
  const numberOrAbsent = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isFinite(value));
  const ok =
    typeof userId === 'string' &&
    typeof activityProgress === 'string' &&
    ACTIVITY_PROGRESS.includes(activityProgress) &&
    typeof gradingProgress === 'string' &&
    GRADING_PROGRESS.includes(gradingProgress) &&
    typeof timestamp === 'string' &&
    !Number.isNaN(Date.parse(timestamp)) &&
    numberOrAbsent(scoreGiven) &&
    numberOrAbsent(scoreMaximum) &&
    (scoreGiven === undefined || ((scoreGiven as number) >= 0 && typeof scoreMaximum === 'number' && scoreMaximum > 0));
  if (!ok) throw new LmsError('validation-failed', SCORE_MESSAGES.body);
  return body as unknown as ToolScore;
}

/** What the tool acts with in a course: a professor's view of the component, nothing more. */
const toolAccess = (courseId: string): CourseAccess => ({ courseId, student: false, professor: true, manage: false, edit: false });

/**
 * AGS scores into the grade ledger (issue 22 item 5): a graded tool
 * component's line item is a custom gradebook column (made on its first
 * score, with the component's lti_config.max_score), and a score given is
 * that column's grade, scaled from the tool's maximum to ours. One
 * transaction: the column, the score record and the grade.
 */
export class ScoreService {
  constructor(
    private readonly db: Knex,
    private readonly providers: ToolProviderStore,
    private readonly components: ComponentReader,
    private readonly people: PeopleDirectory,
    private readonly ledger: GradeLedger,
  ) {}

  /** A score on the component's own line item (`lineItemId` = the component's id) or on one the tool made on it. */
  async record(holder: TokenHolder, courseId: string, componentId: string, lineItemId: string, body: Record<string, unknown>): Promise<void> {
    const score = parseScore(body);
    const component = await this.components.get(courseId, componentId, toolAccess(courseId));
    const config = component.config as { title?: string; tool_provider_id?: string; lti_config?: { graded: boolean; max_score: number } };
    if (component.type !== 'iframe' || config.tool_provider_id !== holder.providerId || !(await this.providers.clientServesCourse(holder.clientId, holder.providerId, courseId))) {
      throw new LmsError('access-denied', SCORE_MESSAGES.notTheTool);
    }
    const made = lineItemId === componentId ? null : await this.db('lti_tools_created_line_items').where({ id: lineItemId, course_id: courseId, component_id: componentId, provider_id: holder.providerId }).first('activity_id', 'score_maximum');
    if (lineItemId !== componentId && !made) throw new LmsError('not-found', 'Line item not found.');
    if (!made && (!config.lti_config?.graded || !(config.lti_config.max_score > 0))) throw LmsError.declared(LTI_TOOLS_ERRNOS, 'not-graded', SCORE_MESSAGES.notGraded);
    const members = await this.people.courseMembers(courseId);
    if (!members.some((member) => member.id === score.userId && member.role === 'student')) throw new LmsError('validation-failed', SCORE_MESSAGES.notStudent);
    // The grade's created_by must be a user: the component's author, else an instructor, else the student it is about.
    const by = component.owned_by ?? members.find((member) => member.role === 'instructor')?.id ?? score.userId;
    const maxScore = made ? Number(made.score_maximum) : config.lti_config!.max_score;
    const title = config.title || component.title || 'External tool';
    await this.db.transaction(async (trx) => {
      // A made line item's scores are kept under its own id.
      const previous = await trx('lti_tools_scores').where({ course_id: courseId, component_id: lineItemId, user_id: score.userId }).forUpdate().first();
      if (previous && new Date(previous.timestamp).getTime() > Date.parse(score.timestamp)) throw LmsError.declared(LTI_TOOLS_ERRNOS, 'score-stale', SCORE_MESSAGES.stale);
      const activityId = made ? (made.activity_id as string) : await this.lineItem(trx, courseId, componentId, title, maxScore);
      const row = {
        course_id: courseId,
        component_id: lineItemId,
        user_id: score.userId,
        score_given: score.scoreGiven ?? null,
        score_maximum: score.scoreMaximum ?? null,
        activity_progress: score.activityProgress,
        grading_progress: score.gradingProgress,
        timestamp: new Date(score.timestamp),
      };
      await trx('lti_tools_scores').insert(row).onConflict(['course_id', 'component_id', 'user_id']).merge();
      const grade = score.scoreGiven === undefined ? null : Math.round((score.scoreGiven / score.scoreMaximum!) * maxScore * 100) / 100;
      await this.ledger.setGrade({ courseId, activityId, userId: score.userId, grade, by }, trx);
    });
  }

  /** The component's column, made on its first score. */
  private async lineItem(trx: Knex.Transaction, courseId: string, componentId: string, title: string, maxScore: number): Promise<string> {
    const existing = await trx('lti_tools_line_items').where({ course_id: courseId, component_id: componentId }).first('activity_id');
    if (existing) return existing.activity_id as string;
    const activityId = await this.ledger.saveCustomColumn({ courseId, title, dueDate: null, maxScore, show: true, lessonId: null }, trx);
    await trx('lti_tools_line_items').insert({ course_id: courseId, component_id: componentId, activity_id: activityId });
    return activityId;
  }
}
