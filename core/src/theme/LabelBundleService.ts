import { inject, injectable } from '../kernel/di.ts';
import type { Knex } from 'knex';
import { DEFAULT_LABEL_BUNDLE, DEFAULT_THEME, type LabelBundle, type Theme } from '@lms/theme-kit';
import { coreServices } from '../contract/services.ts';

export interface Branding {
  bundle: LabelBundle;
  theme: Theme;
}

const DEFAULT_HOST = 'default';

/** The label bundle and theme for a host: its own row, else the default row, else the built-in defaults. */
@injectable()
export class LabelBundleService {
  constructor(@inject(coreServices.database.id) private readonly db: Knex) {}

  async forHost(host: string): Promise<Branding> {
    const rows = (await this.db('label_bundles').whereIn('host', [host.toLowerCase(), DEFAULT_HOST])) as {
      host: string;
      bundle: Partial<LabelBundle>;
      theme: Partial<Theme>;
    }[];
    const row = rows.find((r) => r.host !== DEFAULT_HOST) ?? rows[0];
    // Stored values win; fields added since they were stored take their defaults.
    return {
      bundle: { ...DEFAULT_LABEL_BUNDLE, ...row?.bundle, flags: { ...DEFAULT_LABEL_BUNDLE.flags, ...row?.bundle.flags } },
      theme: { ...DEFAULT_THEME, ...row?.theme },
    };
  }
}
