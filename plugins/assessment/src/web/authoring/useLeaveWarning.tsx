import { useEffect, useState, type ReactNode } from 'react';
import { useAppNavigate } from '@lms/sdk/web';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The in-app address a click on a link leads to, when it would leave this screen in this tab; null otherwise. */
function leavingPath(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href, window.location.href);
  // Another site: the browser's own beforeunload question covers it.
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === `${window.location.pathname}${window.location.search}` ? null : path;
}

/**
 * Part 2 §5 "unsaved changes warn on navigation": while `dirty`, closing or
 * reloading the tab asks (beforeunload), and so does following any in-app
 * link (the header's, the breadcrumbs', this screen's) or `leave(path)`.
 */
export function useLeaveWarning(dirty: boolean): { leave(path: string): void; dialog: ReactNode } {
  const navigate = useAppNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture: ahead of the router's own link handling, which then never sees the click.
    const onClick = (event: MouseEvent) => {
      const path = leavingPath(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(path);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  const leave = (path: string) => (dirty ? setPending(path) : navigate(path));
  const dialog =
    pending === null ? null : (
      <ConfirmDialog
        title="Unsaved changes"
        cancelLabel="Stay on this page"
        confirmLabel="Leave without saving"
        danger
        onCancel={() => setPending(null)}
        onConfirm={() => {
          setPending(null);
          navigate(pending);
        }}
      >
        <p>You have changes that are not saved. If you leave this page they will be lost.</p>
      </ConfirmDialog>
    );
  return { leave, dialog };
}
