import type { Knex } from '@lms/sdk';

export interface StoredBundle {
  id: string;
  title: string;
  amount: number;
  /** In the order the bundle shows them. */
  courseIds: string[];
  displayAll: boolean;
  createdAt: Date;
}

export interface NewBundle {
  id: string;
  title: string;
  amount: number;
  courseIds: readonly string[];
  displayAll: boolean;
  createdAt: Date;
}

interface BundleRow {
  id: string;
  title: string;
  amount: number;
  display_all: boolean;
  created_at: Date;
}

/** The `payments_bundles` table and the ordered courses of each bundle. */
export class BundleStore {
  constructor(private readonly db: Knex) {}

  /** The bundle and its courses, in the caller's transaction. */
  async create(bundle: NewBundle, trx: Knex.Transaction): Promise<void> {
    await trx('payments_bundles').insert({ id: bundle.id, title: bundle.title, amount: bundle.amount, display_all: bundle.displayAll, created_at: bundle.createdAt });
    await trx('payments_bundle_courses').insert(bundle.courseIds.map((courseId, position) => ({ bundle_id: bundle.id, course_id: courseId, position })));
  }

  async find(id: string, trx: Knex = this.db): Promise<StoredBundle | null> {
    const row = (await trx('payments_bundles').where({ id }).first()) as BundleRow | undefined;
    return row ? toBundle(row, await this.courseIds(id, trx)) : null;
  }

  async courseIds(bundleId: string, trx: Knex = this.db): Promise<string[]> {
    return (await trx('payments_bundle_courses').where({ bundle_id: bundleId }).orderBy('position').pluck('course_id')) as string[];
  }

  async setDisplayAll(id: string, displayAll: boolean, trx: Knex = this.db): Promise<void> {
    await trx('payments_bundles').where({ id }).update({ display_all: displayAll });
  }

  async setAmount(id: string, amount: number, trx: Knex = this.db): Promise<void> {
    await trx('payments_bundles').where({ id }).update({ amount });
  }

  /** Every bundle, newest first. */
  async list(): Promise<StoredBundle[]> {
    const rows = (await this.db('payments_bundles').orderBy('created_at', 'desc').orderBy('id', 'desc')) as BundleRow[];
    const links = (await this.db('payments_bundle_courses').orderBy('position').select('bundle_id', 'course_id')) as { bundle_id: string; course_id: string }[];
    return rows.map((row) => toBundle(row, links.filter((link) => link.bundle_id === row.id).map((link) => link.course_id)));
  }
}

function toBundle(row: BundleRow, courseIds: string[]): StoredBundle {
  return { id: row.id, title: row.title, amount: row.amount, courseIds, displayAll: row.display_all, createdAt: row.created_at };
}
