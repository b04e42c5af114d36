import { DEFAULT_LABEL_BUNDLE, DEFAULT_THEME, type LabelBundle, type Theme } from '@lms/theme-kit';
import type { ApiClient } from '@lms/sdk/web';
import { getTheme } from '@lms/sdk/calls';

export interface Branding {
  settings: LabelBundle;
  theme: Theme;
}

/** The installation's label bundle and theme; the defaults when the server cannot answer, so the app still starts. */
export async function loadTheme(api: ApiClient): Promise<Branding> {
  try {
    const answer = await api.call(getTheme);
    return {
      settings: { ...DEFAULT_LABEL_BUNDLE, ...answer.settings },
      theme: { ...DEFAULT_THEME, ...answer.theme },
    };
  } catch {
    return { settings: DEFAULT_LABEL_BUNDLE, theme: DEFAULT_THEME };
  }
}
