import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import type { SessionUser } from '@lms/contract/user.ts';
import type { Tag, TagType } from '@lms/contract/calls/learnerCalls.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { isAdministrator } from '../permissions/siteRoles.ts';

interface TagRow {
  id: string;
  name: string;
  type: TagType;
  owner_id: string | null;
  course_id: string | null;
}

const toApi = (row: TagRow): Tag => ({ _id: row.id, name: row.name, type: row.type, owner_id: row.owner_id, course_id: row.course_id });

/**
 * Authoring tags (part 2 §6 "Authoring items"): administrators see all; other
 * authors their own plus the course's.
 */
export class TagService {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  private visible(db: Knex, user: SessionUser, courseId: string): Knex.QueryBuilder {
    const query = db('content_tags');
    if (!isAdministrator(user)) query.where((q) => q.where('owner_id', user.id).orWhere('course_id', courseId));
    return query;
  }

  async list(user: SessionUser, courseId: string) {
    const rows = (await this.visible(this.db, user, courseId).orderBy([{ column: 'name' }, { column: 'id' }])) as TagRow[];
    return rows.map(toApi);
  }

  /** The tags of every course the caller may see without naming one: all for administrators, otherwise their own. */
  async listOwn(user: SessionUser) {
    const query = this.db('content_tags');
    if (!isAdministrator(user)) query.where('owner_id', user.id);
    const rows = (await query.orderBy([{ column: 'name' }, { column: 'id' }])) as TagRow[];
    return rows.map(toApi);
  }

  async create(user: SessionUser, courseId: string, body: { name: string; type: TagType }) {
    const tagName = body.name.trim();
    return this.db.transaction(async (trx) => {
      await trx('courses').where({ id: courseId }).forUpdate().first('id');
      const same = await this.visible(trx, user, courseId).clone().where({ type: body.type }).whereRaw('lower(name) = lower(?)', [tagName]).first('id');
      if (same) throw new LmsError('conflict', 'This tag already exists.');
      const [row] = (await trx('content_tags')
        .insert({ id: this.ids.newId(), name: tagName, type: body.type, owner_id: user.id, course_id: courseId, created_at: this.clock.now() })
        .returning('*')) as TagRow[];
      return toApi(row!);
    });
  }

  async rename(user: SessionUser, courseId: string, tagId: string, newName: string) {
    const row = (await this.visible(this.db, user, courseId).where({ id: tagId }).first()) as TagRow | undefined;
    if (!row) throw new LmsError('not-found', 'Tag not found.');
    if (row.owner_id !== user.id && !isAdministrator(user)) throw new LmsError('access-denied', 'Only the author of a tag can rename it.');
    const [updated] = (await this.db('content_tags').where({ id: tagId }).update({ name: newName.trim() }).returning('*')) as TagRow[];
    return toApi(updated!);
  }
}
