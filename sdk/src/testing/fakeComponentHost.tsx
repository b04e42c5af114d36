import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ComponentHost } from '../web/context.ts';
import { ConfirmDialog } from '../web/ui/dialog/ConfirmDialog.tsx';

export interface FakeComponentHost {
  host: ComponentHost;
  /** Every navigation that went through (asked and confirmed, or nothing unsaved). */
  navigations: string[];
}

/**
 * A component host for jsdom tests of plugin screens, with the shell's
 * unsaved-changes rule: while a screen's warning hook says dirty, `navigate`
 * shows the dialog ('Unsaved changes': 'Stay on this page' or 'Leave without
 * saving') instead of going, and closing the tab warns (beforeunload). The
 * shell's own version blocks the router, so Back and Forward ask too.
 */
export function fakeComponentHost(onNavigate: (path: string, options?: { replace?: boolean }) => void = () => undefined): FakeComponentHost {
  const navigations: string[] = [];
  const go = (path: string, options?: { replace?: boolean }) => {
    navigations.push(path);
    if (options) onNavigate(path, options);
    else onNavigate(path);
  };
  let ask: ((path: string) => boolean) | null = null;
  function useUnsavedChangesWarning(dirty: boolean, message?: string): ReactNode {
    const [pending, setPending] = useState<string | null>(null);
    const dirtyNow = useRef(dirty);
    dirtyNow.current = dirty;
    useEffect(() => {
      ask = (path) => {
        if (!dirtyNow.current) return false;
        setPending(path);
        return true;
      };
      return () => {
        ask = null;
      };
    }, []);
    useEffect(() => {
      if (!dirty) return;
      const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
      window.addEventListener('beforeunload', onBeforeUnload);
      return () => window.removeEventListener('beforeunload', onBeforeUnload);
    }, [dirty]);
    if (pending === null) return null;
    return (
      <ConfirmDialog
        title="Unsaved changes"
        cancelLabel="Stay on this page"
        confirmLabel="Leave without saving"
        danger
        onCancel={() => setPending(null)}
        onConfirm={() => {
          setPending(null);
          go(pending);
        }}
      >
        <p>{message ?? 'You have changes that are not saved. If you leave this page they will be lost.'}</p>
      </ConfirmDialog>
    );
  }
  const host: ComponentHost = {
    Component: () => null,
    navigate: (path, options) => {
      if (!ask?.(path)) go(path, options);
    },
    useUnsavedChangesWarning,
  };
  return { host, navigations };
}
