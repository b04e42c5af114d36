import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
import { Modal } from '../ui/Modal.tsx';
import { NEW_RELEASE_MESSAGE, NEW_RELEASE_TITLE } from './ReleaseWatcher.ts';

/** Once a newer build is out: a header button that opens the reload dialog. */
export function ReleaseNotice() {
  const { release } = useShell();
  const { updateAvailable } = useStore(release);
  const [dialogOpen, setDialogOpen] = useState(false);
  if (!updateAvailable) return null;
  return (
    <>
      <button type="button" className="header-button header-button--release" onClick={() => setDialogOpen(true)}>
        <RefreshCw aria-hidden="true" size={18} />
        <span className="header-button__text">{NEW_RELEASE_TITLE}</span>
      </button>
      {dialogOpen && (
        <Modal
          title={NEW_RELEASE_TITLE}
          onClose={() => setDialogOpen(false)}
          actions={
            <>
              <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
                Reload
              </button>
              <button type="button" className="button button--secondary" onClick={() => setDialogOpen(false)}>
                Later
              </button>
            </>
          }
        >
          <p>{NEW_RELEASE_MESSAGE}</p>
        </Modal>
      )}
    </>
  );
}
