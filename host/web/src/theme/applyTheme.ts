import { themeToCssVariables } from '@lms/theme-kit';
import type { Branding } from './loadTheme.ts';

/** Puts the theme on the document as CSS variables and names the tab after the installation. */
export function applyTheme({ settings, theme }: Branding, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeToCssVariables(theme))) {
    root.style.setProperty(name, value);
  }
  document.title = settings.title;
}
