import type { Knex } from 'knex';
import type { AuditLog } from '@lms/contract/auditLog.ts';
import { DEFAULT_INSTALLATION_SETTINGS, type InstallationSettings, type InstallationSettingsDesk } from '@lms/contract/installationSettings.ts';

/** `coreServices.installationSettings`: stored values over the defaults; a save and its audit entry in one transaction. */
export class InstallationSettingsService implements InstallationSettingsDesk {
  constructor(
    private readonly db: Knex,
    private readonly audit: AuditLog,
  ) {}

  async read(trx: Knex = this.db): Promise<InstallationSettings> {
    const rows = await trx<{ key: string; value: unknown }>('installation_settings').select('key', 'value');
    const stored = Object.fromEntries(rows.filter((row) => row.key in DEFAULT_INSTALLATION_SETTINGS).map((row) => [row.key, row.value]));
    return { ...DEFAULT_INSTALLATION_SETTINGS, ...stored };
  }

  async save(actorId: string, next: InstallationSettings): Promise<InstallationSettings> {
    return this.db.transaction(async (trx) => {
      const before = await this.read(trx);
      for (const [key, value] of Object.entries(next)) {
        await trx('installation_settings').insert({ key, value: JSON.stringify(value) }).onConflict('key').merge({ value: JSON.stringify(value), updated_at: trx.fn.now() });
      }
      await this.audit.record({ actorId, action: 'settings.save', subjectType: 'installation', subjectId: 'settings', before, after: next }, trx);
      return this.read(trx);
    });
  }
}
