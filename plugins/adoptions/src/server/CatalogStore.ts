import type { Knex } from '@lms/sdk';

const CATALOG = 'adoptions_catalog';

export interface CatalogRow {
  course_id: string;
  listed_at: Date;
  listed_by: string | null;
  description: string;
}

/** adoptions_catalog: the courses listed for adoption. */
export class CatalogStore {
  constructor(private readonly db: Knex) {}

  /** Listed courses, the most recently listed first. */
  async all(): Promise<CatalogRow[]> {
    return this.db(CATALOG).select('*').orderBy([{ column: 'listed_at', order: 'desc' }, { column: 'course_id', order: 'asc' }]);
  }

  async byCourse(courseId: string, trx: Knex = this.db): Promise<CatalogRow | undefined> {
    return trx(CATALOG).where({ course_id: courseId }).first();
  }

  async insert(row: CatalogRow): Promise<void> {
    await this.db(CATALOG).insert(row);
  }

  /** Answers how many rows changed (0: the course is not listed). */
  async setDescription(courseId: string, description: string): Promise<number> {
    return this.db(CATALOG).where({ course_id: courseId }).update({ description });
  }

  /** Answers whether it was listed. */
  async remove(courseId: string): Promise<boolean> {
    return (await this.db(CATALOG).where({ course_id: courseId }).delete()) > 0;
  }
}
