import { defineCall, SiteFileSchema } from '@lms/sdk/calls';
import { themeWriteSchema } from '../schemas/themeBodies.ts';

/** The editor's copy of what the requesting host is served (stored fields only). */
export const getStoredTheme = defineCall({
  method: 'GET',
  path: 'administration/theme',
  summary: "The requesting host's label bundle (settings, without the derived sso) and theme, as the theme editor edits them.",
  answer: themeWriteSchema,
});

/** Part 1 §7 "GET/POST theme": the write. */
export const saveTheme = defineCall({
  method: 'POST',
  path: 'theme',
  summary: "Replaces the requesting host's label bundle and theme (administrators); answers what is stored. Audited as themes.save.",
  body: themeWriteSchema,
  answer: themeWriteSchema,
});

/** A logo for the requesting host (multipart/form-data: the image in a field named file), stored by coreServices.siteFiles. */
export const uploadLogo = defineCall({
  method: 'POST',
  path: 'administration/theme/logo',
  summary: "Uploads an image for the requesting host's logo (administrators, as POST theme); answers the stored image and its public address. Audited as site_files.upload.",
  answer: SiteFileSchema,
});
