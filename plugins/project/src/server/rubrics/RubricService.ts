import { LmsError, type Clock, type ComponentConfigWriter, type CourseAccess, type IdGenerator, type Knex, type PeopleDirectory, type SessionUser } from '@lms/sdk';
import type { RescorePreview, RubricBody } from '../../calls/rubricCalls.ts';
import { rubricProblems, rubricTotal } from '../../rules/rubricRules.ts';
import type { ApiRubric, RubricCriterion } from '../../schemas/rubricTypes.ts';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';
import { RUBRIC_ERRNOS } from './rubricErrnos.ts';
import { rescoredRows, type RubricRescorer } from './RubricRescorer.ts';
import { toApiRubric, type RubricRow } from './rubricRows.ts';
import { RubricStore, type RubricContent } from './RubricStore.ts';
import type { RubricUsage } from './RubricUsage.ts';

/** Who calls: a professor with manager rights in the course (the routes' course:manage). */
export interface RubricCaller {
  user: SessionUser;
  access: CourseAccess;
}

export interface RubricChange extends RubricContent {
  course_id?: string;
  revision: number;
  confirm?: boolean;
  rescore?: boolean;
}

function checked(content: RubricContent): RubricContent {
  const problems = rubricProblems(content);
  if (problems.length > 0) throw LmsError.validation(problems);
  return { title: content.title.trim(), description: content.description, criteria: content.criteria, total_points: content.total_points };
}

/**
 * A project config that grades with the rubric, its `rubric_total_points`
 * (the ledger activity's max score) set to the rubric's new total; null
 * when nothing changes (another rubric since read, or the same total).
 */
function withRubricTotal(config: Record<string, unknown>, rubricId: string, total: number): Record<string, unknown> | null {
  const project = (config as Partial<ProjectConfig>).project;
  if (!project?.rubric || project.rubric_id !== rubricId || project.rubric_total_points === total) return null;
  return { ...config, project: { ...project, rubric_total_points: total } };
}

const notFound = () => new LmsError('not-found', 'Rubric not found.');

/** The spec's bodies name the course again: it must be the course of the address. */
function sameCourse(courseId: string, named: string | undefined): void {
  if (named !== undefined && named !== courseId) throw LmsError.validation([{ field: 'course_id', message: 'The course id must be the course of the address.' }]);
}

/** Part 2 §3 Rubric, §5, §6, §7: a course's rubrics, their owner's changes, and grades re-scored when asked. */
export class RubricService {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly people: PeopleDirectory,
    private readonly usage: RubricUsage,
    private readonly rescorer: RubricRescorer,
    private readonly configs: ComponentConfigWriter,
  ) {}

  private async answers(courseId: string, rows: RubricRow[], caller: RubricCaller): Promise<ApiRubric[]> {
    const ownerIds = [...new Set(rows.map((row) => row.owner_id))];
    const [owners, components, grades] = await Promise.all([
      this.people.byIds(ownerIds),
      this.usage.componentsByRubric(courseId, caller.access),
      new RubricStore(this.db).gradeCounts(courseId, rows.map((row) => row.id)),
    ]);
    const names = new Map(owners.map((person) => [person.id, `${person.firstname} ${person.lastname}`.trim()]));
    return rows.map((row) =>
      toApiRubric(row, { ownerName: names.get(row.owner_id) ?? '', usedBy: components.get(row.id)?.length ?? 0, graded: grades.get(row.id) ?? 0 }),
    );
  }

  private async answer(courseId: string, row: RubricRow, caller: RubricCaller): Promise<ApiRubric> {
    const [rubric] = await this.answers(courseId, [row], caller);
    return rubric!;
  }

  /** Part 2 §5: titles containing `search` (any case), the caller's own first, then by title; archived ones only when asked. */
  async list(courseId: string, caller: RubricCaller, options: { search?: string; archived?: boolean }): Promise<ApiRubric[]> {
    const search = options.search?.trim().toLocaleLowerCase() ?? '';
    const rows = (await new RubricStore(this.db).course(courseId))
      .filter((row) => (options.archived || !row.archived) && row.title.toLocaleLowerCase().includes(search))
      .sort(
        (a, b) =>
          Number(b.owner_id === caller.user.id) - Number(a.owner_id === caller.user.id) ||
          a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }) ||
          a.id.localeCompare(b.id),
      );
    return this.answers(courseId, rows, caller);
  }

  async get(courseId: string, rubricId: string, caller: RubricCaller): Promise<ApiRubric> {
    const row = await new RubricStore(this.db).one(courseId, rubricId);
    if (!row) throw notFound();
    return this.answer(courseId, row, caller);
  }

  async create(courseId: string, caller: RubricCaller, body: RubricBody): Promise<ApiRubric> {
    sameCourse(courseId, body.course_id);
    const content = checked(body);
    const now = this.clock.now();
    const row = await new RubricStore(this.db).insert({ id: this.ids.newId(), course_id: courseId, owner_id: caller.user.id, ...content, created_at: now, updated_at: now });
    return this.answer(courseId, row, caller);
  }

  /** The rubric locked for a write by its owner at the revision they read. */
  private async owned(store: RubricStore, courseId: string, rubricId: string, caller: RubricCaller, revision: number): Promise<RubricRow> {
    const row = await store.one(courseId, rubricId, true);
    if (!row) throw notFound();
    if (row.owner_id !== caller.user.id) throw LmsError.declared(RUBRIC_ERRNOS, 'rubric-not-owner');
    if (row.revision !== revision) throw LmsError.declared(RUBRIC_ERRNOS, 'rubric-changed');
    return row;
  }

  /**
   * The owner's change (part 2 §5, §6). In use by more than one component or
   * by grades, it is refused (409 rubric-in-use, with both counts) until
   * confirmed; `rescore` re-scores those grades (rows and ledger) in the same transaction.
   */
  async update(courseId: string, rubricId: string, caller: RubricCaller, change: RubricChange): Promise<{ rubric: ApiRubric; rescored: number }> {
    sameCourse(courseId, change.course_id);
    const content = checked(change);
    const { row, rescored } = await this.db.transaction(async (trx) => {
      const store = new RubricStore(trx);
      // The rubric's row lock first, then the components using it: a component
      // save naming the rubric takes the same lock (lockReferences), so one
      // attached meanwhile is either read here or refused with the new total.
      const before = await this.owned(store, courseId, rubricId, caller, change.revision);
      const using = await this.usage.componentsUsing(trx, courseId, rubricId);
      const components = using.length;
      const grades = await store.grades(courseId, rubricId, true);
      if (!change.confirm && (components > 1 || grades.length > 0)) {
        throw LmsError.declared(RUBRIC_ERRNOS, 'rubric-in-use', undefined, { details: { components, grades: grades.length } });
      }
      const updated = await store.update(rubricId, content, this.clock.now());
      for (const componentId of using) await this.configs.update(trx, courseId, componentId, (config) => withRubricTotal(config, rubricId, content.total_points));
      if (!change.rescore) return { row: updated, rescored: 0 };
      const rows = rescoredRows(grades, before.criteria, content.criteria);
      await this.rescorer.write(trx, courseId, rows, content.total_points);
      return { row: updated, rescored: rows.length };
    });
    return { rubric: await this.answer(courseId, row, caller), rescored };
  }

  async setArchived(courseId: string, rubricId: string, caller: RubricCaller, revision: number, archived: boolean): Promise<ApiRubric> {
    const row = await this.db.transaction(async (trx) => {
      const store = new RubricStore(trx);
      await this.owned(store, courseId, rubricId, caller, revision);
      return store.update(rubricId, { archived }, this.clock.now());
    });
    return this.answer(courseId, row, caller);
  }

  /** What `update` with `rescore` would give each grade (by student name); nothing written. */
  async previewRescore(courseId: string, rubricId: string, caller: RubricCaller, criteria: RubricCriterion[]): Promise<RescorePreview> {
    const store = new RubricStore(this.db);
    const row = await store.one(courseId, rubricId);
    if (!row) throw notFound();
    if (row.owner_id !== caller.user.id) throw LmsError.declared(RUBRIC_ERRNOS, 'rubric-not-owner');
    const [grades, components] = await Promise.all([store.grades(courseId, rubricId), this.usage.componentsByRubric(courseId, caller.access)]);
    const people = await this.people.byIds([...new Set(grades.map((grade) => grade.student_id))]);
    const names = new Map(people.map((person) => [person.id, `${person.lastname}, ${person.firstname}`]));
    const newMax = rubricTotal(criteria);
    const rows = rescoredRows(grades, row.criteria, criteria).map(({ row: grade, next }) => ({
      project_id: grade.project_id,
      component_id: grade.component_id,
      student_id: grade.student_id,
      name: names.get(grade.student_id) ?? '',
      old_grade: Number(grade.grade),
      new_grade: next.grade,
      old_max_score: Number(grade.max_score),
      new_max_score: newMax,
    }));
    rows.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.project_id.localeCompare(b.project_id));
    return { components: components.get(rubricId)?.length ?? 0, grades: rows };
  }
}
