import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import { syncActivity } from './activitySync.ts';
import { heldIds } from './componentTree.ts';
import { withIdsReplaced } from './containerRules.ts';
import { indexComponents } from '../search/componentIndex.ts';
import type { ComponentRow, LessonRow, PageRow } from './rows.ts';

/** How deep a copy goes: `share` keeps the children (copy-on-write), `deep` copies them too (clone), with the components containers hold. */
export type CopyDepth = 'share' | 'deep';

/**
 * Copies of lessons, pages and components inside the caller's transaction:
 * clones (deep) and the copy a non-owner's edit makes of a shared item (share).
 */
export class ContentCopier {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly catalogue: ComponentTypeCatalogue,
  ) {}

  /**
   * A copy of the component in the course, owned by `ownerId`. A container's
   * children are copied too (at any depth) and the copy's config names the copies,
   * so editing one never changes the other.
   */
  private async copyComponent(trx: Knex, componentId: string, courseId: string, ownerId: string, copying: ReadonlySet<string> = new Set()): Promise<string> {
    const source = (await trx('components').where({ id: componentId }).first()) as ComponentRow;
    const inside = new Set(copying).add(componentId);
    const copies = new Map<string, string>();
    // A child that no longer exists, or that would close a cycle, keeps its id.
    const children = heldIds(this.catalogue, source, true).filter((id) => !inside.has(id));
    const existing = new Set(children.length ? ((await trx('components').whereIn('id', children).pluck('id')) as string[]) : []);
    for (const id of children) {
      if (existing.has(id)) copies.set(id, await this.copyComponent(trx, id, courseId, ownerId, inside));
    }
    const now = this.clock.now();
    const [row] = (await trx('components')
      .insert({
        ...source,
        id: this.ids.newId(),
        course_id: courseId,
        owned_by: ownerId,
        config: JSON.stringify(copies.size ? withIdsReplaced(source.config, copies) : source.config),
        meta: JSON.stringify(source.meta),
        created_at: now,
        updated_at: now,
      })
      .returning('*')) as ComponentRow[];
    const registered = this.catalogue.componentType(row!.type);
    if (registered) await syncActivity(trx, () => this.ids.newId(), now, courseId, row!, registered);
    await indexComponents(trx, this.catalogue, [row!]);
    return row!.id;
  }

  /** A new page row like `pageId`, owned by `ownerId`, holding the same components (deep: copies of them). */
  async copyPage(trx: Knex, pageId: string, courseId: string, ownerId: string, depth: CopyDepth): Promise<PageRow> {
    const source = (await trx('pages').where({ id: pageId }).first()) as PageRow;
    const now = this.clock.now();
    const [page] = (await trx('pages')
      .insert({ ...source, id: this.ids.newId(), course_id: courseId, owned_by: ownerId, data: JSON.stringify(source.data), created_at: now, updated_at: now })
      .returning('*')) as PageRow[];
    const placed = (await trx('page_components').where({ page_id: pageId }).orderBy(['slot', 'position'])) as {
      component_id: string;
      slot: string;
      position: number;
    }[];
    for (const item of placed) {
      const componentId = depth === 'deep' ? await this.copyComponent(trx, item.component_id, courseId, ownerId) : item.component_id;
      await trx('page_components').insert({ course_id: courseId, page_id: page!.id, component_id: componentId, slot: item.slot, position: item.position });
    }
    return page!;
  }

  /** A new lesson row like `lessonId` with the same pages (deep: copies of them and their components). */
  async copyLesson(trx: Knex, lessonId: string, courseId: string, ownerId: string, depth: CopyDepth): Promise<LessonRow> {
    const source = (await trx('lessons').where({ id: lessonId }).first()) as LessonRow;
    const now = this.clock.now();
    const data = { ...source.data };
    if (depth === 'deep') {
      for (const slot of ['recommended', 'instructor_notes'] as const) {
        const ids = Array.isArray(data[slot]) ? (data[slot] as string[]) : [];
        const copies: string[] = [];
        for (const id of ids) copies.push(await this.copyComponent(trx, id, courseId, ownerId));
        if (ids.length) data[slot] = copies;
      }
    }
    const [lesson] = (await trx('lessons')
      .insert({ ...source, id: this.ids.newId(), course_id: courseId, owned_by: ownerId, data: JSON.stringify(data), created_at: now, updated_at: now })
      .returning('*')) as LessonRow[];
    const pages = (await trx('lesson_pages').where({ lesson_id: lessonId }).orderBy('position')) as { page_id: string; position: number }[];
    for (const link of pages) {
      const pageId = depth === 'deep' ? (await this.copyPage(trx, link.page_id, courseId, ownerId, 'deep')).id : link.page_id;
      await trx('lesson_pages').insert({ course_id: courseId, lesson_id: lesson!.id, page_id: pageId, position: link.position });
    }
    return lesson!;
  }
}
