import type { AuditLog, Knex } from '@lms/sdk';
import { DEFAULT_INSTALLATION_SETTINGS, type InstallationSettings } from '../schemas/settingsBodies.ts';

/** The installation settings: stored values over the defaults; a save and its audit entry in one transaction. */
export class InstallationSettingsStore {
  constructor(
    private readonly db: Knex,
    private readonly audit: AuditLog,
  ) {}

  async read(): Promise<InstallationSettings> {
    const rows = await this.db<{ key: string; value: unknown }>('themes_settings').select('key', 'value');
    const stored = Object.fromEntries(rows.filter((r) => r.key in DEFAULT_INSTALLATION_SETTINGS).map((r) => [r.key, r.value]));
    return { ...DEFAULT_INSTALLATION_SETTINGS, ...stored };
  }

  async save(actorId: string, next: InstallationSettings): Promise<InstallationSettings> {
    const before = await this.read();
    await this.db.transaction(async (trx) => {
      for (const [key, value] of Object.entries(next)) {
        await trx('themes_settings').insert({ key, value: JSON.stringify(value) }).onConflict('key').merge({ value: JSON.stringify(value), updated_at: trx.fn.now() });
      }
      await this.audit.record({ actorId, action: 'settings.save', subjectType: 'installation', subjectId: 'settings', before, after: next }, trx);
    });
    return this.read();
  }
}
