import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Modal, Button } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
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
              <Button variant="primary" onClick={() => window.location.reload()}>
                Reload
              </Button>
              <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                Later
              </Button>
            </>
          }
        >
          <p>{NEW_RELEASE_MESSAGE}</p>
        </Modal>
      )}
    </>
  );
}
