import { LmsError, type Knex } from '@lms/sdk';
import { OWN_MESSAGES } from '../schemas/adoptionMessages.ts';
import type { RequestState } from '../schemas/adoptionTypes.ts';
import { requestColumns, REQUESTS, type RequestRow } from './requestRows.ts';

const UNIQUE_VIOLATION = '23505';

export type NewRequestRow = Pick<RequestRow, 'id' | 'user_id' | 'course_id' | 'course_title' | 'course_start_date' | 'course_enrollment' | 'created_at'>;

export interface RequestPage {
  skip: number;
  limit: number;
  courseId?: string;
}

/** adoptions_requests: reads and the state changes of a request. */
export class RequestStore {
  constructor(private readonly db: Knex) {}

  /** Inserts a pending request; a second pending one for the same course answers conflict (also when two race). */
  async insert(row: NewRequestRow, trx: Knex = this.db): Promise<void> {
    try {
      await trx(REQUESTS).insert({ ...row, state: 'pending' });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new LmsError('conflict', OWN_MESSAGES.alreadyRequested);
      throw error;
    }
  }

  async byId(id: string, trx: Knex = this.db): Promise<RequestRow | undefined> {
    return trx(REQUESTS).where({ id }).first(requestColumns(trx));
  }

  /** The rows, locked until the transaction ends: two administrators deciding at once are applied one after the other. */
  async lock(trx: Knex.Transaction, ids: readonly string[]): Promise<RequestRow[]> {
    return trx(REQUESTS).whereIn('id', ids).select(requestColumns(trx)).forUpdate();
  }

  /** A user's requests, newest first. */
  async ofUser(userId: string): Promise<RequestRow[]> {
    return this.db(REQUESTS).where({ user_id: userId }).select(requestColumns(this.db)).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
  }

  /** Pending requests first (oldest first: the longest waiting), then the decided ones, newest decision first. */
  async page({ skip, limit, courseId }: RequestPage): Promise<{ rows: RequestRow[]; total: number }> {
    const filtered = () => (courseId ? this.db(REQUESTS).where({ course_id: courseId }) : this.db(REQUESTS));
    const rows: RequestRow[] = await filtered()
      .select(requestColumns(this.db))
      .orderByRaw("(state = 'pending') desc, case when state = 'pending' then created_at end asc, decided_at desc nulls last, id desc")
      .offset(skip)
      .limit(limit);
    const [{ count }] = (await filtered().count({ count: '*' })) as [{ count: number | string }];
    return { rows, total: Number(count) };
  }

  async pendingCount(): Promise<number> {
    const [{ count }] = (await this.db(REQUESTS).where({ state: 'pending' }).count({ count: '*' })) as [{ count: number | string }];
    return Number(count);
  }

  async decide(trx: Knex.Transaction, ids: readonly string[], change: { state: RequestState; decided_by: string; decided_at: Date; created_course_id?: string }): Promise<void> {
    await trx(REQUESTS).whereIn('id', ids).update(change);
  }
}
