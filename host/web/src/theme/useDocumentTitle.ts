import { useEffect } from 'react';
import { useShell } from '../app/ShellContext.ts';

/** Names the browser tab after the screen, then the installation (screen readers announce it on navigation). */
export function useDocumentTitle(screenTitle: string | undefined): void {
  const { settings } = useShell();
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} | ${settings.title}` : settings.title;
  }, [screenTitle, settings.title]);
}
