import type { Knex } from 'knex';
import type { Clock, CustomColumnInput, GroupRulesInput, IdGenerator, RollupAssignment, RollupGroupInput } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';

/** The most a custom column may be out of: the cap every gradable type keeps (points, board, project, iframe tools). */
export const MAX_COLUMN_SCORE = 999;

export const GRADE_STRUCTURE_MESSAGES = {
  maxScore: 'The max score must be a number greater than 0.',
  maxScoreTooHigh: `The max score can be at most ${MAX_COLUMN_SCORE}.`,
  title: 'A column needs a title.',
  lesson: 'This lesson is not in the course.',
  column: 'This column is not in the gradebook.',
  repeatedActivity: 'An activity is listed more than once.',
} as const;

/**
 * The instructor's writes on a course's grade structure, each in the
 * transaction it is given: custom columns (activities without a component,
 * part 3 §7 add_column/remove_column), rollup groups and their rules, and
 * which group each activity counts in (part 3 §3 "Rollup group").
 */
export class GradeStructure {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async saveCustomColumn(db: Knex.Transaction, input: CustomColumnInput): Promise<string> {
    if (!Number.isFinite(input.maxScore) || input.maxScore <= 0) throw LmsError.validation([{ field: 'max_score', message: GRADE_STRUCTURE_MESSAGES.maxScore }]);
    if (input.maxScore > MAX_COLUMN_SCORE) throw LmsError.validation([{ field: 'max_score', message: GRADE_STRUCTURE_MESSAGES.maxScoreTooHigh }]);
    const title = input.title.trim();
    if (!title) throw LmsError.validation([{ field: 'title', message: GRADE_STRUCTURE_MESSAGES.title }]);
    if (input.lessonId && !(await db('course_lessons').where({ course_id: input.courseId, lesson_id: input.lessonId }).first('lesson_id'))) {
      throw new LmsError('not-found', GRADE_STRUCTURE_MESSAGES.lesson);
    }
    const values = {
      title,
      max_score: input.maxScore,
      due_date: input.dueDate ? new Date(input.dueDate) : null,
      show: input.show,
      lesson_id: input.lessonId,
      updated_at: this.clock.now(),
    };
    if (input.id) {
      const updated = await db('activities').where({ id: input.id, course_id: input.courseId }).whereNull('component_id').update(values);
      if (updated === 0) await this.refuseNonCustom(db, input.courseId, input.id);
      return input.id;
    }
    const id = this.ids.newId();
    await db('activities').insert({ id, course_id: input.courseId, component_id: null, type: 'custom', graded: true, settings: {}, ...values });
    return id;
  }

  /** Its grades go with it (they cascade). */
  async removeCustomColumn(db: Knex.Transaction, courseId: string, activityId: string): Promise<void> {
    const removed = await db('activities').where({ id: activityId, course_id: courseId }).whereNull('component_id').delete();
    if (removed === 0) await this.refuseNonCustom(db, courseId, activityId);
  }

  async saveRollupGroups(db: Knex.Transaction, courseId: string, groups: readonly RollupGroupInput[], assignments: readonly RollupAssignment[]): Promise<void> {
    const existing = new Set<string>(await db('rollup_groups').where({ course_id: courseId }).pluck('id'));
    const idOf = new Map<string, string>();
    for (const [position, group] of groups.entries()) {
      const id = existing.has(group.id) ? group.id : this.ids.newId();
      idOf.set(group.id, id);
      if (existing.has(id)) await db('rollup_groups').where({ id }).update({ title: group.title, color: group.color, position });
      else await db('rollup_groups').insert({ id, course_id: courseId, title: group.title, color: group.color, position });
    }
    const kept = new Set(idOf.values());
    const removed = [...existing].filter((id) => !kept.has(id));
    if (removed.length > 0) {
      await db('activities').where({ course_id: courseId }).whereIn('rollup_id', removed).update({ rollup_id: null });
      await db('rollup_groups').where({ course_id: courseId }).whereIn('id', removed).delete();
    }
    for (const assignment of assignments) {
      const rollupId = assignment.rollupId === null ? null : idOf.get(assignment.rollupId);
      if (rollupId === undefined) throw LmsError.validation([{ field: 'activities', message: `Rollup group ${assignment.rollupId} is not in the list.` }]);
      const updated = await db('activities')
        .where({ course_id: courseId })
        .where((q) => q.where({ id: assignment.activityId }).orWhere({ component_id: assignment.activityId }))
        .update({ rollup_id: rollupId });
      if (updated === 0) throw new LmsError('not-found', `There is no activity ${assignment.activityId} in this course.`);
    }
  }

  async saveGroupRules(db: Knex.Transaction, courseId: string, rules: readonly GroupRulesInput[]): Promise<void> {
    for (const rule of rules) {
      const updated = await db('rollup_groups').where({ id: rule.id, course_id: courseId }).update({ weight: rule.weight, drop_lowest: rule.dropLowest });
      if (updated === 0) throw new LmsError('not-found', `There is no rollup group ${rule.id} in this course.`);
    }
  }

  /**
   * The listed activities' gradebook positions in list order; the course's
   * other activities lose theirs (they follow in reading order). One statement
   * after the checks, so a refused list changes nothing.
   */
  async saveActivityOrder(db: Knex.Transaction, courseId: string, activityIds: readonly string[]): Promise<void> {
    if (new Set(activityIds).size !== activityIds.length) throw LmsError.validation([{ field: 'activities', message: GRADE_STRUCTURE_MESSAGES.repeatedActivity }]);
    const known = new Set<string>(activityIds.length === 0 ? [] : await db('activities').where({ course_id: courseId }).whereIn('id', activityIds).pluck('id'));
    const unknown = activityIds.find((id) => !known.has(id));
    if (unknown !== undefined) throw new LmsError('not-found', `There is no activity ${unknown} in this course.`);
    const position =
      activityIds.length === 0
        ? null
        : db.raw(`case id ${activityIds.map(() => 'when ? then ?::integer').join(' ')} else null end`, activityIds.flatMap((id, index) => [id, index]));
    await db('activities').where({ course_id: courseId }).update({ gradebook_position: position });
  }

  /** A component's activity (by its id or its component's) is refused; anything else is unknown. */
  private async refuseNonCustom(db: Knex, courseId: string, id: string): Promise<never> {
    const other = await db('activities').where({ course_id: courseId }).where((q) => q.where({ id }).orWhere({ component_id: id })).first('id');
    if (other) throw new LmsError('column-not-custom');
    throw new LmsError('not-found', GRADE_STRUCTURE_MESSAGES.column);
  }
}
