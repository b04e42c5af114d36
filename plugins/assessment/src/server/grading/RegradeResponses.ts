import { LmsError, type GradeLedger, type SessionUser } from '@lms/sdk';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import type { AttemptRow } from '../delivery/AttemptStore.ts';
import type { AttemptRescorer } from './AttemptRescorer.ts';
import type { CourseAssessments } from './courseAssessment.ts';
import type { GradedAttemptStore } from './GradedAttemptStore.ts';
import { GRADING_MESSAGES } from './gradingMessages.ts';
import { itemGrades, ungradedItems, type ItemGrade } from './itemGrades.ts';
import { itemWithAnswers } from '../delivery/deliveredItems.ts';
import type { RegradeGetBody, RegradeUpdateBody, SessionScores } from '../../calls/gradingCalls.ts';

const noAnswers = () => new LmsError('not-found', GRADING_MESSAGES.noAnswers);
const outOfRange = () => LmsError.validation([{ field: 'sessions', message: GRADING_MESSAGES.scoreRange }]);
const amount = (value: number | string | null) => (value === null ? null : Number(value));
/** Part 2 §9: scores keep 2 decimals. */
const twoDecimals = (score: number) => Math.round(score * 100) / 100;

/** A person's scores of one session, by item id, checked against the items' points. */
function givenScores(session: SessionScores, grades: readonly ItemGrade[]): Record<string, number> {
  const byItem = new Map(grades.map((grade) => [grade.item.id, grade]));
  const scores: Record<string, number> = {};
  for (const response of session.responses) {
    const grade = byItem.get(response.response_id);
    if (!grade) throw noAnswers();
    // Part 2 §8: "Empty scores skipped".
    if (response.score === null || response.score === undefined || response.score === '') continue;
    const score = response.score;
    if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > grade.max_score) throw outOfRange();
    scores[response.response_id] = twoDecimals(score);
  }
  return scores;
}

/**
 * The person's scores that change something: an item waiting for a person,
 * or a score other than the one the item has now (computed or a person's).
 */
function changedScores(grades: readonly ItemGrade[], given: Record<string, number>): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const grade of grades) {
    const score = given[grade.item.id];
    if (score !== undefined && (grade.waiting || twoDecimals(grade.score) !== score)) changed[grade.item.id] = score;
  }
  return changed;
}

/**
 * Regrade of responses (part 2 §7 regrade/get, regrade/update; §8): a
 * professor reads the sessions with their items, right answers and per-item
 * scores, and sets a person's score on any item (a manual item waiting for
 * one, or an automatically scored one), rescored through the ledger.
 */
export class RegradeResponses {
  constructor(
    private readonly assessments: CourseAssessments,
    private readonly store: GradedAttemptStore,
    private readonly rescorer: AttemptRescorer,
    private readonly grading: GradeLedger,
  ) {}

  async get(user: SessionUser, body: RegradeGetBody) {
    const access = await this.assessments.professorAccess(user, body.courseId);
    const config = await this.assessments.config(body.courseId, body.componentId, access);
    const activityId = await this.grading.activityOf(body.courseId, body.componentId);
    const attempts = await this.store.submitted(body.courseId, body.componentId, { userIds: body.user_ids, ids: body.session_ids });
    return { sessions: attempts.map((attempt) => session(config, activityId, attempt)) };
  }

  /**
   * Checks every session and score first (nothing is written when one is
   * wrong), then writes each session's changed scores in its own transaction.
   */
  async update(user: SessionUser, body: RegradeUpdateBody) {
    const access = await this.assessments.professorAccess(user, body.courseId);
    const config = await this.assessments.config(body.courseId, body.componentId, access);
    const activityId = await this.grading.activityOf(body.courseId, body.componentId);
    const attempts = new Map(
      (await this.store.submitted(body.courseId, body.componentId, { ids: body.sessions.map((entry) => entry.session_id) })).map((attempt) => [attempt.id, attempt]),
    );
    const plans = body.sessions.map((entry) => {
      const attempt = attempts.get(entry.session_id);
      const belongs = attempt !== undefined && attempt.user_id === entry.user_id && entry.activity_id === activityId;
      if (!belongs || Object.keys(attempt.responses).length === 0) throw noAnswers();
      return { attemptId: attempt.id, scores: givenScores(entry, itemGrades(config, attempt)) };
    });
    let changed = 0;
    for (const plan of plans) {
      await this.rescorer.rescore(plan.attemptId, (attempt) => {
        const scores = changedScores(itemGrades(config, attempt), plan.scores);
        const count = Object.keys(scores).length;
        changed += count;
        return count ? { manual_scores: { ...attempt.manual_scores, ...scores } } : null;
      });
    }
    return { user_ids: [...new Set(body.sessions.map((entry) => entry.user_id))], component_ids: [body.componentId], jobs: [], changed };
  }
}

/** A session as regrade/get answers it: the items with their right answers, each response with its score. */
function session(config: AssessmentConfig, activityId: string | null, attempt: AttemptRow) {
  const grades = itemGrades(config, attempt);
  return {
    user_id: attempt.user_id,
    activity_id: activityId,
    session_id: attempt.id,
    submitted_at: attempt.submitted_at === null ? null : new Date(attempt.submitted_at).toISOString(),
    score: amount(attempt.score),
    max_score: amount(attempt.max_score),
    status: ungradedItems(grades).length ? 'needs_grading' : 'graded',
    items: grades.map(({ item }) => itemWithAnswers(item)),
    responses: grades.map((grade) => ({
      response_id: grade.item.id,
      question_type: grade.item.type,
      attempted: grade.attempted,
      response: grade.response,
      score: twoDecimals(grade.score),
      max_score: grade.max_score,
      manual: grade.manual,
      person_scored: grade.person_scored,
    })),
  };
}
