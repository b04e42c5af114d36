import { Type, type Static } from '@lms/sdk/calls';

/** The installation settings and their defaults (what an installation has before anyone saves). */
export const installationSettingsSchema = Type.Object(
  {
    /** Instructors may create their own courses (course creation reads it). */
    instructors_create_courses: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type InstallationSettings = Static<typeof installationSettingsSchema>;

export const DEFAULT_INSTALLATION_SETTINGS: InstallationSettings = { instructors_create_courses: true };
