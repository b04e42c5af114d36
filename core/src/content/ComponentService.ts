import type { Knex } from 'knex';
import type { Clock, ComponentConfigs, ConfiguredComponentType, GradeLedger, IdGenerator } from '@lms/contract/services.ts';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import type { MediaReferenceCheck } from '../media/MediaReferenceCheck.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { RegisteredComponentType } from '../plugins/PluginRegistry.ts';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import type { PluginDeps } from '../plugins/PluginDeps.ts';
import type { ContentReader } from './ContentReader.ts';
import type { ContentLibrary } from './ContentLibrary.ts';
import { COMPONENT_META_FIELDS, type ApiComponent } from './apiComponent.ts';
import type { CreatedComponent } from '@lms/contract/calls/contentCalls.ts';
import type { ComponentFields, NewComponentBody } from '@lms/contract/calls/contentCalls.ts';
import { descendantsOf, heldIds, isContainer, loadTree, readTrees } from './componentTree.ts';
import { heldComponentErrors, type HeldCheck } from './containerRules.ts';
import { KEPT_IN_LIBRARY_MESSAGE, PAGE_FULL_MESSAGE, pageRuleViolation } from './pageRules.ts';
import type { ComponentRow, ComponentSlot } from './rows.ts';
import { courseDataOf, visibleTo, type ItemCourseData } from './visibility.ts';
import { syncActivity } from './activitySync.ts';
import { describedActivity, lateRulesMoved } from './activitySchedule.ts';
import { ConfigCheck } from './ConfigCheck.ts';
import { indexComponents } from '../search/componentIndex.ts';

/** The columns of a placement that decide who may see it. */
interface PlacementRow {
  component_id: string;
  slot: ComponentSlot;
  page_course_data: ItemCourseData | null;
  lesson_course_data: ItemCourseData | null;
  page_draft: boolean;
  page_open_date: Date | null;
  page_suppress: boolean;
  lesson_draft: boolean;
  lesson_open_date: Date | null;
  lesson_suppress: boolean;
  /** With containers installed: the placed component's type and config, when it is a container. */
  container_type?: string;
  container_config?: Record<string, unknown>;
}

function metaOf(fields: ComponentFields): Record<string, unknown> {
  return Object.fromEntries(COMPONENT_META_FIELDS.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]]));
}

/**
 * Components: the kernel stores them and enforces page rules; each type's
 * plugin owns its config schema, defaults and normalisation. No type is named here.
 */
export class ComponentService {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly catalogue: ComponentTypeCatalogue,
    private readonly content: ContentReader,
    private readonly library: ContentLibrary,
    mediaCheck: MediaReferenceCheck,
    pluginDeps: PluginDeps,
    private readonly ledger: GradeLedger,
  ) {
    this.checks = new ConfigCheck(db, catalogue, mediaCheck, pluginDeps);
  }

  private readonly checks: ConfigCheck;

  /** The container types installed; none means no read below looks for containers. */
  private containerTypes(): string[] {
    return [...this.catalogue.componentTypes.keys()].filter((type) => isContainer(this.catalogue, type));
  }

  /** A component's answer with its children (a container's), as `professor` or a student reads it. */
  private async answer(row: ComponentRow, professor = true): Promise<ApiComponent> {
    return (await readTrees(this.db, this.catalogue, [row], professor))(row);
  }

  /** Part 2 §5 for containers: what the config holds must exist and be usable here; 422 otherwise. */
  private async checkHeld(trx: Knex, registered: RegisteredComponentType, config: Record<string, unknown>, check: HeldCheck): Promise<void> {
    const errors = await heldComponentErrors(trx, this.catalogue, this.library, registered, config, check);
    if (errors.length) throw LmsError.validation(errors);
  }

  private typeOf(type: string): RegisteredComponentType {
    const registered = this.catalogue.componentType(type);
    if (!registered) throw new LmsError('unknown-component-type', undefined, { fields: [{ field: 'type', message: `No installed plugin provides the component type "${type}".` }] });
    return registered;
  }

  private syncActivity(trx: Knex.Transaction, courseId: string, component: ComponentRow, registered: RegisteredComponentType): Promise<void> {
    return syncActivity(trx, () => this.ids.newId(), this.clock.now(), courseId, component, registered);
  }

  /**
   * A component of the course, if the caller may see it: on a visible page, or held
   * by a container on one (as the reader sees that container: a student does not get
   * what `forStudents` drops), or (for professors) anywhere in the course.
   * With `type`, only a component of that type (another is not found, or
   * refused with `otherTypeMessage`): its config is that type's, as its schema checked it on save.
   */
  async courseOf(componentId: string): Promise<string> {
    const row = (await this.db('components').where({ id: componentId }).first('course_id')) as { course_id: string } | undefined;
    if (!row) throw new LmsError('not-found', 'Component not found.');
    return row.course_id;
  }

  async get<T extends ConfiguredComponentType>(
    courseId: string,
    componentId: string,
    access: CourseAccess | null,
    type: T,
    otherTypeMessage?: string,
  ): Promise<ApiComponent<ComponentConfigs[T]>>;
  async get(courseId: string, componentId: string, access: CourseAccess | null): Promise<ApiComponent>;
  async get(courseId: string, componentId: string, access: CourseAccess | null, type?: string, otherTypeMessage?: string): Promise<ApiComponent<unknown>> {
    const containerTypes = this.containerTypes();
    // The row and its placements at once (the placements need only the id): a board post waits for both before it is saved and sent.
    const [component, placements] = await Promise.all([this.db<ComponentRow>('components').where({ id: componentId }).first(), this.placementsOf(courseId, componentId, containerTypes)]);
    if (!component) throw new LmsError('not-found', 'Component not found.');
    const professor = access?.professor === true;
    const holding = await this.placementsHolding(placements, componentId, professor);
    const now = this.clock.now();
    const visible =
      (professor && (component.course_id === courseId || holding.length > 0)) ||
      holding.some(
        (p) =>
          p.slot !== 'instructor_notes' &&
          visibleTo(access, { draft: p.page_draft, open_date: p.page_open_date, suppress_until_available: p.page_suppress }, now, p.page_course_data) &&
          visibleTo(access, { draft: p.lesson_draft, open_date: p.lesson_open_date, suppress_until_available: p.lesson_suppress }, now, p.lesson_course_data),
      );
    if (!visible) throw new LmsError('not-found', 'Component not found.');
    if (type !== undefined && component.type !== type) throw new LmsError('not-found', otherTypeMessage ?? 'Component not found.');
    return this.answer(component, professor);
  }

  /** Where a component is placed in a course (pages, lessons), with the course's containers when there are container types. */
  private async placementsOf(courseId: string, componentId: string, containerTypes: string[]): Promise<PlacementRow[]> {
    return (await this.db('page_components as pc')
      .join('lesson_pages as lp', 'lp.page_id', 'pc.page_id')
      .join('course_lessons as cl', 'cl.lesson_id', 'lp.lesson_id')
      .join('pages as p', 'p.id', 'pc.page_id')
      .join('lessons as l', 'l.id', 'lp.lesson_id')
      .join('courses as c', 'c.id', 'cl.course_id')
      .modify((query) => {
        // With containers installed, the course's placed containers come too: one of them may hold the component.
        if (!containerTypes.length) return query.where({ 'pc.component_id': componentId });
        return query
          .join('components as pcc', 'pcc.id', 'pc.component_id')
          .where((where) => where.where('pc.component_id', componentId).orWhereIn('pcc.type', containerTypes))
          .select('pcc.type as container_type', 'pcc.config as container_config');
      })
      .where({ 'cl.course_id': courseId })
      .select(
        'pc.component_id',
        courseDataOf(this.db, 'c', 'p.id', 'page_course_data'),
        courseDataOf(this.db, 'c', 'l.id', 'lesson_course_data'),
        'pc.slot',
        'p.draft as page_draft',
        'p.open_date as page_open_date',
        'p.suppress_until_available as page_suppress',
        'l.draft as lesson_draft',
        'l.open_date as lesson_open_date',
        'l.suppress_until_available as lesson_suppress',
      )) as PlacementRow[];
  }

  /** The placements that show `componentId`: its own, and those of containers holding it at any depth. */
  private async placementsHolding(placements: PlacementRow[], componentId: string, professor: boolean): Promise<PlacementRow[]> {
    const containers = placements
      .filter((p) => p.component_id !== componentId && p.container_type)
      .map((p) => ({ placement: p, row: { id: p.component_id, type: p.container_type!, config: p.container_config! } as ComponentRow }));
    if (!containers.length) return placements.filter((p) => p.component_id === componentId);
    const tree = await loadTree(this.db, this.catalogue, containers.map((c) => c.row), professor);
    const holders = new Set(containers.filter((c) => descendantsOf(this.catalogue, tree, c.row, professor).has(componentId)).map((c) => c.row.id));
    return placements.filter((p) => p.component_id === componentId || holders.has(p.component_id));
  }

  /**
   * Creates a component of `body.type` from the type's defaults and the given fields,
   * in a slot of the page (under the page rules), or with `slot: null` on no page:
   * a child for a container of this page, which the author then puts in the container's config.
   */
  async create(courseId: string, lessonId: string, pageId: string, body: NewComponentBody, access: CourseAccess, ownerId: string): Promise<CreatedComponent> {
    await this.content.locatePage(courseId, lessonId, pageId, access);
    const requested = this.typeOf(body.type);
    const { registered, config } = await this.checks.storedAs(requested, await this.checks.checkedConfig(requested, { ...structuredClone(requested.definition.defaults), ...(body.config ?? {}) }));
    const slot: ComponentSlot | null = body.slot === undefined ? 'contents' : body.slot;
    const now = this.clock.now();
    // Before the transaction: the checks read with the kernel's and the plugin's own connections.
    await this.checks.checkReferences(registered, config, courseId, ownerId, null);
    const component = await this.db.transaction(async (trx) => {
      await this.checks.lockReferences(trx, registered, config, courseId, ownerId, null);
      await this.checkHeld(trx, registered, config, { courseId, userId: ownerId, previous: new Set() });
      const [row] = (await trx('components')
        .insert({
          id: this.ids.newId(),
          course_id: courseId,
          owned_by: ownerId,
          type: registered.definition.type,
          title: body.title ?? '',
          description: body.description ?? null,
          config: JSON.stringify(config),
          meta: JSON.stringify(metaOf(body)),
          created_at: now,
          updated_at: now,
        })
        .returning('*')) as ComponentRow[];
      const violation = slot === null ? null : await this.place(trx, courseId, pageId, row!, slot, registered);
      if (violation === PAGE_FULL_MESSAGE) {
        await this.library.add(trx, ownerId, courseId, 'component', row!.id);
      } else if (violation) throw new LmsError('page-rule', violation);
      await this.syncActivity(trx, courseId, row!, registered);
      await indexComponents(trx, this.catalogue, [row!]);
      return { row: row!, keptInLibrary: violation !== null };
    });
    const answer = await this.answer(component.row);
    return component.keptInLibrary ? { ...answer, notice: KEPT_IN_LIBRARY_MESSAGE } : answer;
  }

  /** Puts a new component at the end of a slot of the page, under the page rules; answers the rule it breaks instead, placing nothing. */
  private async place(trx: Knex, courseId: string, pageId: string, component: ComponentRow, slot: ComponentSlot, registered: RegisteredComponentType): Promise<string | null> {
    // Serialises concurrent additions to one page so the page rules hold.
    await trx('pages').where({ id: pageId }).forUpdate().first('id');
    const placed = (await trx('page_components as pc')
      .join('components as c', 'c.id', 'pc.component_id')
      .where({ 'pc.page_id': pageId })
      .select('c.type', 'pc.slot', 'pc.position')) as { type: string; slot: ComponentSlot; position: number }[];
    if (slot === 'contents') {
      const contents = placed.filter((p) => p.slot === 'contents').map((p) => ({ type: p.type, rules: this.catalogue.componentType(p.type)?.definition.pageRules }));
      const violation = pageRuleViolation(contents, component.type, registered.definition.pageRules);
      if (violation) return violation;
    }
    const position = Math.max(-1, ...placed.filter((p) => p.slot === slot).map((p) => p.position)) + 1;
    await trx('page_components').insert({ course_id: courseId, page_id: pageId, component_id: component.id, slot, position });
    return null;
  }

  /** The component if it is on the page, or held (at any depth) by a container on it. */
  private async componentOfPage(pageId: string, componentId: string): Promise<ComponentRow | undefined> {
    const containerTypes = this.containerTypes();
    const placed = (await this.db('page_components as pc')
      .join('components as c', 'c.id', 'pc.component_id')
      .where({ 'pc.page_id': pageId })
      .where((where) => {
        where.where('pc.component_id', componentId);
        if (containerTypes.length) where.orWhereIn('c.type', containerTypes);
      })
      .select('c.*')) as ComponentRow[];
    const direct = placed.find((row) => row.id === componentId);
    if (direct || !placed.length) return direct;
    const tree = await loadTree(this.db, this.catalogue, placed, true);
    return placed.some((row) => descendantsOf(this.catalogue, tree, row, true).has(componentId)) ? tree.get(componentId) : undefined;
  }

  /**
   * Saves a component of the page (or one a container on the page holds); a given
   * config replaces the old one whole and must satisfy the type's schema.
   */
  async update(courseId: string, lessonId: string, pageId: string, componentId: string, body: ComponentFields, access: CourseAccess, userId: string): Promise<ApiComponent> {
    await this.content.locatePage(courseId, lessonId, pageId, access);
    const current = await this.componentOfPage(pageId, componentId);
    if (!current) throw new LmsError('not-found', 'Component not found on this page.');
    const own = this.typeOf(current.type);
    const stored = body.config === undefined ? undefined : await this.checks.storedAs(own, await this.checks.checkedConfig(own, body.config));
    const registered = stored?.registered ?? own;
    const config = stored?.config;
    const changes: Record<string, unknown> = { updated_at: this.clock.now() };
    if (config) changes.config = JSON.stringify(config);
    if (registered !== own) changes.type = registered.definition.type;
    if (body.title !== undefined) changes.title = body.title;
    if (body.description !== undefined) changes.description = body.description;
    const meta = metaOf(body);
    if (Object.keys(meta).length) changes.meta = JSON.stringify({ ...current.meta, ...meta });
    // Before the transaction: the checks read with the kernel's and the plugin's own connections.
    if (config) await this.checks.checkReferences(registered, config, courseId, userId, current.config);
    const rescore = config !== undefined && this.lateRulesMove(own, current.config, registered, config);
    const updated = await this.db.transaction(async (trx) => {
      if (config) await this.checks.lockReferences(trx, registered, config, courseId, userId, current.config);
      if (config) await this.checkHeld(trx, registered, config, { courseId, userId, selfId: componentId, previous: new Set(heldIds(this.catalogue, current, true)) });
      const [row] = (await trx('components').where({ id: componentId }).update(changes).returning('*')) as ComponentRow[];
      await this.syncActivity(trx, courseId, row!, registered);
      await indexComponents(trx, this.catalogue, [row!]);
      // As the activity settings list does (issue 18): a moved deadline or policy re-applies to the attempts already recorded.
      const activityId = rescore ? await this.ledger.activityOf(courseId, componentId, trx) : null;
      if (activityId) await this.ledger.rescoreActivity(activityId, trx);
      return row!;
    });
    return this.answer(updated);
  }

  /** Whether a gradable component's new config moves its due date, close date or late policy. */
  private lateRulesMove(own: RegisteredComponentType, before: Record<string, unknown>, registered: RegisteredComponentType, after: Record<string, unknown>): boolean {
    if (!own.definition.activity.gradable || !registered.definition.activity.gradable) return false;
    return lateRulesMoved(describedActivity(own.definition.activity, before).schedule, describedActivity(registered.definition.activity, after).schedule);
  }

  /**
   * `coreServices.componentConfigs` for plugin `pluginId`: one of its own
   * components' config changed by `change` and stored as `update` stores it
   * (schema, prepare, activity, search text), in the caller's transaction.
   */
  async updateOwnConfig(
    pluginId: string,
    trx: Knex.Transaction,
    courseId: string,
    componentId: string,
    change: (config: Record<string, unknown>) => Record<string, unknown> | null,
  ): Promise<boolean> {
    const current = (await trx<ComponentRow>('components').where({ id: componentId, course_id: courseId }).forUpdate().first()) as ComponentRow | undefined;
    const registered = current && this.catalogue.componentType(current.type);
    if (!current || !registered || registered.pluginId !== pluginId) throw new LmsError('not-found', 'Component not found.');
    const next = change(structuredClone(current.config));
    if (next === null) return false;
    const config = await this.checks.checkedConfig(registered, next);
    const [row] = (await trx('components').where({ id: componentId }).update({ config: JSON.stringify(config), updated_at: this.clock.now() }).returning('*')) as ComponentRow[];
    await this.syncActivity(trx, courseId, row!, registered);
    await indexComponents(trx, this.catalogue, [row!]);
    return true;
  }

  /** `coreServices.componentConfigs.configsOfType` for plugin `pluginId`: the course's components of one of its types, read in `trx`. */
  async ownConfigsOfType(pluginId: string, trx: Knex.Transaction, courseId: string, type: string): Promise<{ id: string; config: Record<string, unknown> }[]> {
    if (this.catalogue.componentType(type)?.pluginId !== pluginId) throw new LmsError('not-found', 'Component not found.');
    return (await trx<ComponentRow>('components').where({ course_id: courseId, type }).orderBy('id').select('id', 'config')) as { id: string; config: Record<string, unknown> }[];
  }
}
