import type { Knex } from 'knex';
import { DEFAULT_LABEL_BUNDLE, DEFAULT_THEME, type LabelBundle, type Theme } from '@lms/theme-kit';
import type { SsoProviderStore } from '../sso/SsoProviderStore.ts';

export interface Branding {
  bundle: LabelBundle;
  theme: Theme;
}

const DEFAULT_HOST = 'default';

interface BundleRow {
  host: string;
  bundle: Partial<LabelBundle>;
  theme: Partial<Theme>;
}

/** The label bundle and theme for a host: its own row, else the default row, else the built-in defaults. */
export class LabelBundleService {
  constructor(
    private readonly db: Knex,
    private readonly ssoProviders: SsoProviderStore,
  ) {}

  async forHost(host: string): Promise<Branding> {
    // Two reads at once, not one after the other: a board post waits for this before it is saved and sent.
    const [rows, sso] = await Promise.all([
      this.db<BundleRow>('label_bundles').whereIn('host', [host.toLowerCase(), DEFAULT_HOST]),
      // Never stored in a bundle: the login button's label when the host has a single-sign-on provider (its secrets stay server-side).
      this.ssoProviders.loginOption(host),
    ]);
    const row = rows.find((r) => r.host !== DEFAULT_HOST) ?? rows[0];
    // Stored values win; fields added since they were stored take their defaults.
    return {
      bundle: { ...DEFAULT_LABEL_BUNDLE, ...row?.bundle, flags: { ...DEFAULT_LABEL_BUNDLE.flags, ...row?.bundle.flags }, sso },
      theme: { ...DEFAULT_THEME, ...row?.theme },
    };
  }

  /**
   * Sets a host's sso_only (part 1 §1). A host without its own row gets one
   * holding what it is served now, so nothing else it shows changes.
   */
  async setSsoOnly(host: string, ssoOnly: boolean): Promise<void> {
    const key = host.toLowerCase();
    const updated = await this.db('label_bundles')
      .where({ host: key })
      .update({ bundle: this.db.raw("bundle || jsonb_build_object('sso_only', ?::boolean)", [ssoOnly]), updated_at: this.db.fn.now() });
    if (updated) return;
    const { bundle, theme } = await this.forHost(key);
    const { sso: _derived, ...stored } = bundle;
    await this.db('label_bundles').insert({ host: key, bundle: JSON.stringify({ ...stored, sso_only: ssoOnly }), theme: JSON.stringify(theme) });
  }

  /** Replaces a host's own row (bundle without the derived `sso`, theme) in the caller's transaction. */
  async save(host: string, bundle: Record<string, unknown>, theme: Record<string, unknown>, trx: Knex.Transaction): Promise<void> {
    const { sso: _derived, ...stored } = bundle;
    await trx('label_bundles')
      .insert({ host: host.toLowerCase(), bundle: JSON.stringify(stored), theme: JSON.stringify(theme) })
      .onConflict('host')
      .merge({ bundle: JSON.stringify(stored), theme: JSON.stringify(theme), updated_at: trx.fn.now() });
  }
}
