import { LmsError, type Clock, type IdGenerator, type Knex, type PermissionChecker, type SessionUser } from '@lms/sdk';
import { MAX_REFERENCE_LENGTH, TAGS_NOT_FOUND, type ApiItemWithHints, type ItemDraftWithHints, type ItemListQuery } from '../schemas/itemBody.ts';
import { ITEM_MESSAGES } from '../schemas/itemMessages.ts';
import { ASSESSMENT_ERRNOS } from './assessmentErrnos.ts';
import type { ApiItemSummary, ItemTag } from '../schemas/itemTypes.ts';
import { ITEMS_TABLE, itemColumns, toApiItem, toItemSummary, type ItemRow } from './itemRows.ts';
import { prepareItem, sharedCourses, type PreparedItem } from './prepareItem.ts';

/** Part 2 §6: "an administrator sees all items"; administrators are those with an administrator value. */
const isAdministrator = (user: SessionUser) => user.administrator >= 1;

/** The most items a list answers, newest first (part 3 §9 pages lists by 1000). */
const LIST_LIMIT = 1000;

const UNIQUE_VIOLATION = '23505';

const referenceTaken = () => LmsError.validation([{ field: 'reference', message: ITEM_MESSAGES.referenceTaken }]);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A tag of this name (any case), of this type when one is given. */
const withTag = (name: string, type: string | undefined): [string, string[]] => [
  `exists (select 1 from jsonb_array_elements(tags) as tag where lower(tag->>'name') = lower(?)${type === undefined ? '' : " and tag->>'type' = ?"})`,
  type === undefined ? [name] : [name, type],
];

export type UpdatedItem = ApiItemWithHints & { relocated?: { from: string; to: string } };

/**
 * The item bank (part 2 §6 "Authoring items"): an author sees their own
 * items and those shared with courses they teach; an administrator sees all.
 * Owners edit their items; anyone else's edit makes a copy of their own.
 */
export class ItemBank {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly permissions: PermissionChecker,
  ) {}

  private async teaches(user: SessionUser, courseId: string): Promise<boolean> {
    return (await this.permissions.courseAccess(user, courseId))?.professor === true;
  }

  private async canSee(user: SessionUser, row: ItemRow): Promise<boolean> {
    if (row.owned_by === user.id || isAdministrator(user)) return true;
    for (const courseId of sharedCourses(row.tags)) if (await this.teaches(user, courseId)) return true;
    return false;
  }

  /** The item if the caller may see it; not-found otherwise (as for an item that does not exist). */
  private async visibleRow(user: SessionUser, id: string): Promise<ItemRow> {
    const row = (await this.db<ItemRow>(ITEMS_TABLE).where({ id }).first()) as ItemRow | undefined;
    if (!row || !(await this.canSee(user, row))) throw new LmsError('not-found', ITEM_MESSAGES.notFound);
    return row;
  }

  /** Sharing an item with a course needs teaching it; tags the item already had stay. */
  private async checkCourseTags(user: SessionUser, tags: ItemTag[], kept: ItemTag[] = []): Promise<void> {
    const before = new Set(sharedCourses(kept));
    for (const [index, tag] of tags.entries()) {
      if (tag.type !== 'course_id' || before.has(tag.name)) continue;
      if (!(await this.teaches(user, tag.name))) throw LmsError.validation([{ field: `tags/${index}/name`, message: ITEM_MESSAGES.courseTagNotTaught }]);
    }
  }

  /** Runs a write whose reference may already be the owner's: refused with a clear message. */
  private async uniqueReference<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw referenceTaken();
      throw error;
    }
  }

  private async insert(owner: SessionUser, item: PreparedItem, copiedFrom: string | null): Promise<ApiItemWithHints> {
    const now = this.clock.now();
    const row = { id: this.ids.newId(), owned_by: owner.id, ...itemColumns(item), copied_from: copiedFrom, created_at: now, updated_at: now };
    const [stored] = await this.uniqueReference(() => this.db(ITEMS_TABLE).insert(row).returning('*'));
    return toApiItem(stored as ItemRow, owner.id);
  }

  /** `reference`, or the first of "reference (copy)", "reference (copy 2)"... the owner does not use yet. */
  private async freeReference(ownerId: string, reference: string): Promise<string> {
    // Room for the " (copy n)" suffix within the reference's length.
    const base = reference.slice(0, MAX_REFERENCE_LENGTH - 20);
    const used = new Set((await this.db(ITEMS_TABLE).where({ owned_by: ownerId }).whereLike('reference', `${escapeLike(base)}%`).pluck('reference')) as string[]);
    if (!used.has(reference)) return reference;
    for (let n = 1; ; n++) {
      const candidate = `${base} (copy${n === 1 ? '' : ` ${n}`})`;
      if (!used.has(candidate)) return candidate;
    }
  }

  /**
   * The items the caller may list: their own (an administrator's: all), with a
   * course also those shared with it (the caller's teaching it checked first).
   */
  private listable(user: SessionUser, course: string | undefined) {
    const rows = this.db<ItemRow>(ITEMS_TABLE);
    if (course !== undefined) {
      const shared = JSON.stringify([{ type: 'course_id', name: course }]);
      rows.where((where) => where.where('owned_by', user.id).orWhereRaw('tags @> ?::jsonb', [shared]));
    } else if (!isAdministrator(user)) {
      rows.where('owned_by', user.id);
    }
    return rows;
  }

  /**
   * Of `ids`, those the user may not see (as `get` would answer not-found): an
   * assessment may name only Questions its author could read directly (issue 14).
   */
  async unseen(user: SessionUser, ids: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(ids)];
    const rows = unique.length ? ((await this.db<ItemRow>(ITEMS_TABLE).whereIn('id', unique)) as ItemRow[]) : [];
    const seen = new Set<string>();
    for (const row of rows) if (await this.canSee(user, row)) seen.add(row.id);
    return new Set(unique.filter((id) => !seen.has(id)));
  }

  async list(user: SessionUser, query: ItemListQuery): Promise<{ items: ApiItemSummary[] }> {
    if (query.course !== undefined && !(await this.teaches(user, query.course))) throw new LmsError('access-denied', ITEM_MESSAGES.courseNotTaught);
    const rows = this.listable(user, query.course);
    const tag = query.tag?.trim();
    if (tag) rows.whereRaw(...withTag(tag, query.tag_type));
    const text = query.q?.trim();
    if (text) rows.where((where) => where.whereILike('reference', `%${escapeLike(text)}%`).orWhereILike('title', `%${escapeLike(text)}%`));
    if (query.type !== undefined) rows.where('type', query.type);
    const found = (await rows.orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(LIST_LIMIT)) as ItemRow[];
    // Part 2 §8: a tag no listable item carries is an error authoring shows, not an empty list.
    if (tag && found.length === 0 && !(await this.listable(user, query.course).whereRaw(...withTag(tag, query.tag_type)).first('id'))) {
      throw LmsError.declared(ASSESSMENT_ERRNOS, TAGS_NOT_FOUND.errno);
    }
    return { items: found.map((row) => toItemSummary(row, user.id)) };
  }

  /**
   * The Questions with these references the caller may list without a course
   * (their own; an administrator's, everyone's), in the order of `references`
   * (the spec's assessment/get_item/post and update_itembank).
   */
  async byReferences(user: SessionUser, references: readonly string[]): Promise<ApiItemWithHints[]> {
    const unique = [...new Set(references)];
    const rows = (await this.listable(user, undefined).whereIn('reference', unique).orderBy('id')) as ItemRow[];
    return unique.flatMap((reference) => rows.filter((row) => row.reference === reference)).map((row) => toApiItem(row, user.id));
  }

  async get(user: SessionUser, id: string): Promise<ApiItemWithHints> {
    return toApiItem(await this.visibleRow(user, id), user.id);
  }

  async create(user: SessionUser, draft: ItemDraftWithHints): Promise<ApiItemWithHints> {
    const item = await prepareItem(draft);
    await this.checkCourseTags(user, item.tags);
    return this.insert(user, item, null);
  }

  /**
   * The owner's edit changes the item. Anyone else's makes a copy they own
   * (part 2 §6), answered with `relocated` as content copy-on-write is; the
   * copy keeps the reference unless they already use it ("(copy)" is added).
   */
  async update(user: SessionUser, id: string, draft: ItemDraftWithHints): Promise<UpdatedItem> {
    const row = await this.visibleRow(user, id);
    const item = await prepareItem(draft);
    await this.checkCourseTags(user, item.tags, row.tags);
    if (row.owned_by === user.id) {
      const [stored] = await this.uniqueReference(() =>
        this.db(ITEMS_TABLE).where({ id }).update({ ...itemColumns(item), updated_at: this.clock.now() }).returning('*'),
      );
      return toApiItem(stored as ItemRow, user.id);
    }
    const reference = item.reference === row.reference ? await this.freeReference(user.id, item.reference) : item.reference;
    const copy = await this.insert(user, { ...item, reference }, row.id);
    return { ...copy, relocated: { from: id, to: copy._id } };
  }

  /** Only the owner deletes an item; assessments that named it find it missing, attempts keep their copy. */
  async remove(user: SessionUser, id: string): Promise<void> {
    const row = await this.visibleRow(user, id);
    if (row.owned_by !== user.id) throw new LmsError('access-denied', ITEM_MESSAGES.notYours);
    await this.db(ITEMS_TABLE).where({ id }).delete();
  }
}
