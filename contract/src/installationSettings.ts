import { Type, type Static } from '@sinclair/typebox';
import type { Knex } from 'knex';

/**
 * The installation's settings (part 3 §2 /administrator/settings): what an
 * installation has before anyone saves, and what core decides with them.
 */
export const InstallationSettingsSchema = Type.Object(
  {
    /** Instructors may create their own courses (`POST courses/`); administrators always may. */
    instructors_create_courses: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type InstallationSettings = Static<typeof InstallationSettingsSchema>;

export const DEFAULT_INSTALLATION_SETTINGS: InstallationSettings = { instructors_create_courses: true };

/**
 * `coreServices.installationSettings`: the stored values over the defaults.
 * The settings screen (plugins/themes) replaces them; core reads them where it
 * decides (course creation).
 */
export interface InstallationSettingsDesk {
  read(trx?: Knex): Promise<InstallationSettings>;
  /** Replaces the settings, with the `settings.save` audit entry (before and after) in the same transaction; answers them. */
  save(actorId: string, next: InstallationSettings): Promise<InstallationSettings>;
}
