import type { CourseAccess, Knex, PeopleDirectory } from '@lms/sdk';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import type { ItemType } from '../../schemas/itemTypes.ts';
import type { GradingStatus } from '../../calls/gradingCalls.ts';
import type { AttemptRow } from '../delivery/AttemptStore.ts';
import { ITEMS_TABLE, type ItemRow } from '../itemRows.ts';
import type { CourseAssessments } from './courseAssessment.ts';
import type { GradedAttemptStore } from './GradedAttemptStore.ts';
import { isManualType, itemGrades, ungradedItems } from './itemGrades.ts';

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());
const amount = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * The manual grading queue of an assessment (part 2 §9 manually scored
 * types): every student's submitted attempt, newest first, with the answered
 * manual items still waiting for a person.
 */
export class GradingQueue {
  constructor(
    private readonly db: Knex,
    private readonly assessments: CourseAssessments,
    private readonly store: GradedAttemptStore,
    private readonly people: PeopleDirectory,
  ) {}

  async list(courseId: string, componentId: string, access: CourseAccess, status?: GradingStatus) {
    const config = await this.assessments.config(courseId, componentId, access);
    const attempts = await this.store.submitted(courseId, componentId);
    const rows = attempts.map((attempt) => {
      const ungraded = ungradedItems(itemGrades(config, attempt));
      return { attempt, ungraded, status: (ungraded.length ? 'needs_grading' : 'graded') as GradingStatus };
    });
    const shown = status === undefined ? rows : rows.filter((row) => row.status === status);
    const people = new Map((await this.people.byIds([...new Set(shown.map((row) => row.attempt.user_id))])).map((person) => [person.id, person]));
    return {
      items: await this.items(config, attempts),
      attempts: shown.map(({ attempt, ungraded, status: state }) => ({
        _id: attempt.id,
        user: { _id: attempt.user_id, name: people.get(attempt.user_id)?.firstname ?? '', surname: people.get(attempt.user_id)?.lastname ?? '' },
        number: attempt.number,
        submitted_at: iso(attempt.submitted_at),
        late_seconds: attempt.late_seconds,
        status: state,
        score: amount(attempt.score),
        max_score: amount(attempt.max_score),
        ungraded,
      })),
    };
  }

  /** The assessment's Questions: titles and types as students got them (else as the bank has them), its points. */
  private async items(config: AssessmentConfig, attempts: readonly AttemptRow[]) {
    const known = new Map<string, { title: string; type: ItemType }>();
    for (const attempt of attempts) for (const item of attempt.items) if (!known.has(item.id)) known.set(item.id, { title: item.title, type: item.type });
    const missing = config.items.map((entry) => entry.id).filter((id) => !known.has(id));
    if (missing.length) {
      const rows = (await this.db<ItemRow>(ITEMS_TABLE).whereIn('id', missing).select('id', 'title', 'type')) as Pick<ItemRow, 'id' | 'title' | 'type'>[];
      for (const row of rows) known.set(row.id, { title: row.title, type: row.type });
    }
    return config.items.flatMap((entry) => {
      const item = known.get(entry.id);
      return item ? [{ id: entry.id, title: item.title, type: item.type, points: entry.points, manual: isManualType(item.type) }] : [];
    });
  }
}
