import { inject, injectable } from '../kernel/di.ts';
import type { Knex } from 'knex';
import { coreServices, type Clock, type IdGenerator } from '../contract/services.ts';
import type { CourseAccess } from '../contract/permissions.ts';
import { LmsError, type FieldError } from '../errors/LmsError.ts';
import type { PluginRegistry, RegisteredComponentType } from '../plugins/PluginRegistry.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { ContentReader } from './ContentReader.ts';
import { toApiComponent, COMPONENT_META_FIELDS, type ApiComponent } from './apiComponent.ts';
import type { ComponentFields, NewComponentBody } from './componentSchemas.ts';
import { pageRuleViolation } from './pageRules.ts';
import type { ComponentRow, ComponentSlot } from './rows.ts';
import { courseDataOf, visibleTo } from './visibility.ts';
import { syncActivity } from './activitySync.ts';

function metaOf(fields: ComponentFields): Record<string, unknown> {
  return Object.fromEntries(COMPONENT_META_FIELDS.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]]));
}

/**
 * Components: the kernel stores them and enforces page rules; each type's
 * plugin owns its config schema, defaults and normalisation. No type is named here.
 */
@injectable()
export class ComponentService {
  constructor(
    @inject(coreServices.database.id) private readonly db: Knex,
    @inject(coreServices.ids.id) private readonly ids: IdGenerator,
    @inject(coreServices.clock.id) private readonly clock: Clock,
    @inject(kernelRefs.registry.id) private readonly registry: PluginRegistry,
    @inject(ContentReader) private readonly content: ContentReader,
  ) {}

  private typeOf(type: string): RegisteredComponentType {
    const registered = this.registry.componentType(type);
    if (!registered) throw new LmsError('unknown-component-type', undefined, { fields: [{ field: 'type', message: `No installed plugin provides the component type "${type}".` }] });
    return registered;
  }

  /** Validates a whole config with the plugin's schema and normalises it; throws 422 with `config/...` fields. */
  private checkedConfig(registered: RegisteredComponentType, config: Record<string, unknown>): Record<string, unknown> {
    const errors = registered.validateConfig(config);
    if (errors) {
      throw LmsError.validation(errors.map((error): FieldError => ({ field: error.field ? `config/${error.field}` : 'config', message: error.message })));
    }
    const prepared = registered.definition.prepare ? registered.definition.prepare(structuredClone(config)) : config;
    if (registered.validateConfig(prepared)) throw new Error(`Plugin "${registered.pluginId}": prepare() returned a config its own schema rejects`);
    return prepared;
  }

  private syncActivity(trx: Knex.Transaction, courseId: string, component: ComponentRow, registered: RegisteredComponentType): Promise<void> {
    return syncActivity(trx, () => this.ids.newId(), this.clock.now(), courseId, component, registered);
  }

  /** A component of the course, if the caller may see it: on a visible page, or (for professors) anywhere in the course. */
  async get(courseId: string, componentId: string, access: CourseAccess | null): Promise<ApiComponent> {
    const component = await this.db<ComponentRow>('components').where({ id: componentId }).first();
    if (!component) throw new LmsError('not-found', 'Component not found.');
    const placements = await this.db('page_components as pc')
      .join('lesson_pages as lp', 'lp.page_id', 'pc.page_id')
      .join('course_lessons as cl', 'cl.lesson_id', 'lp.lesson_id')
      .join('pages as p', 'p.id', 'pc.page_id')
      .join('lessons as l', 'l.id', 'lp.lesson_id')
      .join('courses as c', 'c.id', 'cl.course_id')
      .where({ 'pc.component_id': componentId, 'cl.course_id': courseId })
      .select(
        courseDataOf(this.db, 'c', 'p.id', 'page_course_data'),
        courseDataOf(this.db, 'c', 'l.id', 'lesson_course_data'),
        'pc.slot',
        'p.draft as page_draft',
        'p.open_date as page_open_date',
        'p.suppress_until_available as page_suppress',
        'l.draft as lesson_draft',
        'l.open_date as lesson_open_date',
        'l.suppress_until_available as lesson_suppress',
      );
    const now = this.clock.now();
    const visible =
      (access?.professor && (component.course_id === courseId || placements.length > 0)) ||
      placements.some(
        (p) =>
          p.slot !== 'instructor_notes' &&
          visibleTo(access, { draft: p.page_draft, open_date: p.page_open_date, suppress_until_available: p.page_suppress }, now, p.page_course_data) &&
          visibleTo(access, { draft: p.lesson_draft, open_date: p.lesson_open_date, suppress_until_available: p.lesson_suppress }, now, p.lesson_course_data),
      );
    if (!visible) throw new LmsError('not-found', 'Component not found.');
    return toApiComponent(component, this.registry);
  }

  /** Creates a component of `body.type` on a page, from the type's defaults and the given fields. */
  async create(courseId: string, lessonId: string, pageId: string, body: NewComponentBody, access: CourseAccess, ownerId: string): Promise<ApiComponent> {
    await this.content.locatePage(courseId, lessonId, pageId, access);
    const registered = this.typeOf(body.type);
    const config = this.checkedConfig(registered, { ...structuredClone(registered.definition.defaults), ...(body.config ?? {}) });
    const slot: ComponentSlot = body.slot ?? 'contents';
    const now = this.clock.now();
    const component = await this.db.transaction(async (trx) => {
      // Serialises concurrent additions to one page so the page rules hold.
      await trx('pages').where({ id: pageId }).forUpdate().first('id');
      const placed = (await trx('page_components as pc')
        .join('components as c', 'c.id', 'pc.component_id')
        .where({ 'pc.page_id': pageId })
        .select('c.type', 'pc.slot', 'pc.position')) as { type: string; slot: ComponentSlot; position: number }[];
      if (slot === 'contents') {
        const contents = placed.filter((p) => p.slot === 'contents').map((p) => ({ type: p.type, rules: this.registry.componentType(p.type)?.definition.pageRules }));
        const violation = pageRuleViolation(contents, body.type, registered.definition.pageRules);
        if (violation) throw new LmsError('page-rule', violation);
      }
      const [row] = (await trx('components')
        .insert({
          id: this.ids.newId(),
          course_id: courseId,
          owned_by: ownerId,
          type: body.type,
          title: body.title ?? '',
          description: body.description ?? null,
          config: JSON.stringify(config),
          meta: JSON.stringify(metaOf(body)),
          created_at: now,
          updated_at: now,
        })
        .returning('*')) as ComponentRow[];
      const position = Math.max(-1, ...placed.filter((p) => p.slot === slot).map((p) => p.position)) + 1;
      await trx('page_components').insert({ course_id: courseId, page_id: pageId, component_id: row!.id, slot, position });
      await this.syncActivity(trx, courseId, row!, registered);
      return row!;
    });
    return toApiComponent(component, this.registry);
  }

  /** Saves a component of the page; a given config replaces the old one whole and must satisfy the type's schema. */
  async update(courseId: string, lessonId: string, pageId: string, componentId: string, body: ComponentFields, access: CourseAccess): Promise<ApiComponent> {
    await this.content.locatePage(courseId, lessonId, pageId, access);
    const onPage = await this.db('page_components as pc')
      .join('components as c', 'c.id', 'pc.component_id')
      .where({ 'pc.page_id': pageId, 'pc.component_id': componentId })
      .first<ComponentRow | undefined>('c.*');
    if (!onPage) throw new LmsError('not-found', 'Component not found on this page.');
    const registered = this.typeOf(onPage.type);
    const changes: Record<string, unknown> = { updated_at: this.clock.now() };
    if (body.config !== undefined) changes.config = JSON.stringify(this.checkedConfig(registered, body.config));
    if (body.title !== undefined) changes.title = body.title;
    if (body.description !== undefined) changes.description = body.description;
    const meta = metaOf(body);
    if (Object.keys(meta).length) changes.meta = JSON.stringify({ ...onPage.meta, ...meta });
    const updated = await this.db.transaction(async (trx) => {
      const [row] = (await trx('components').where({ id: componentId }).update(changes).returning('*')) as ComponentRow[];
      await this.syncActivity(trx, courseId, row!, registered);
      return row!;
    });
    return toApiComponent(updated, this.registry);
  }
}
