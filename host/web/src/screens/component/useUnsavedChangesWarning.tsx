import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Modal } from '../../ui/Modal.tsx';

/**
 * Part 2 §5 Authoring: unsaved changes warn on leaving, both when the tab is
 * closed or reloaded (beforeunload) and on in-app navigation (a dialog).
 * Returns the dialog to render.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
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
    <Modal
      title="Unsaved changes"
      onClose={() => blocker.reset()}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={() => blocker.reset()}>
            Stay on this page
          </button>
          <button type="button" className="button button--danger" onClick={() => blocker.proceed()}>
            Leave without saving
          </button>
        </>
      }
    >
      <p>You have changes that are not saved. If you leave this page they will be lost.</p>
    </Modal>
  );
}
