import { defineCall } from '@lms/sdk/calls';
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
