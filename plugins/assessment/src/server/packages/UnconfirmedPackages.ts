import type { Clock, Knex } from '@lms/sdk';
import { PACKAGES_TABLE } from './packageRows.ts';

/** How long an uploaded package waits for its confirm before it and its files are removed. */
export const UNCONFIRMED_PACKAGE_TTL_MS = 86_400_000;

/**
 * Packages uploaded and never confirmed (issue 28): their rows and stored
 * files would otherwise stay forever. One delete: the package's files and
 * stimuli go with it (foreign keys ON DELETE CASCADE). An imported package
 * stays, since its files are served to the Questions that link them.
 */
export class UnconfirmedPackages {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  /** Removes the unconfirmed packages older than a day; answers how many. Safe to run twice. */
  async remove(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - UNCONFIRMED_PACKAGE_TTL_MS);
    return this.db(PACKAGES_TABLE).whereNot({ status: 'imported' }).andWhere('created_at', '<', before).delete();
  }
}
