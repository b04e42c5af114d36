import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@lms/sdk/web';

/**
 * Part 2 §5 Authoring: unsaved changes warn on leaving, both when the tab is
 * closed or reloaded (beforeunload) and on in-app navigation (a dialog).
 * Returns the dialog to render; it says `message` when a screen gives its own words.
 */
export function useUnsavedChangesWarning(dirty: boolean, message?: string) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog title="Unsaved changes" cancelLabel="Stay on this page" confirmLabel="Leave without saving" danger onCancel={() => blocker.reset()} onConfirm={() => blocker.proceed()}>
      <p>{message ?? 'You have changes that are not saved. If you leave this page they will be lost.'}</p>
    </ConfirmDialog>
  );
}
