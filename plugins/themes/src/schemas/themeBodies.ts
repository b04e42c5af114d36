import { Type, type Static } from '@lms/sdk/calls';
import { labelBundleSchema, themeSchema, type LabelBundle, type Theme } from '@lms/theme-kit';

/** Part 1 §7 POST theme: the host's whole label bundle (`settings`, without the derived `sso`) and theme, checked by theme-kit's schemas. */
export const themeWriteSchema = Type.Object({
  settings: Type.Unsafe<Omit<LabelBundle, 'sso'>>(labelBundleSchema),
  theme: Type.Unsafe<Theme>(themeSchema),
});
export type ThemeWrite = Static<typeof themeWriteSchema>;
