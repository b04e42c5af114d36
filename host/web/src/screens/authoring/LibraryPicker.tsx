import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Modal, Button } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { authoringQueries } from './authoringQueries.ts';
import type { LibraryItemType } from '@lms/sdk/calls';

interface LibraryPickerProps {
  courseId: string;
  kind: LibraryItemType;
  noun: string;
  /** Ids already in the collection: choosing one shows `alreadyMessage` instead of adding it. */
  present: readonly string[];
  alreadyMessage: string;
  onPick(id: string): void;
  onClose(): void;
}

/** Add existing items: the author's library (pinned lessons, pages or components), newest first. */
export function LibraryPicker({ courseId, kind, noun, present, alreadyMessage, onPick, onClose }: LibraryPickerProps) {
  const { api } = useShell();
  const library = useQuery(authoringQueries.library(api, courseId, kind));
  const [warning, setWarning] = useState<string>();

  const pick = (id: string) => {
    if (present.includes(id)) setWarning(alreadyMessage);
    else onPick(id);
  };

  return (
    <Modal
      title={`Add an existing ${noun}`}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {warning && (
        <p role="alert" className="form-error">
          {warning}
        </p>
      )}
      {library.isPending && <LoadingState label="Loading your library…" />}
      {library.isError && <p className="form-error">Your library could not be loaded.</p>}
      {library.data?.length === 0 && <p className="empty-state">Your library has no {noun}s yet. Pin one to add it here.</p>}
      {library.data && library.data.length > 0 && (
        <ul className="library-list">
          {library.data.map((item) => (
            <li key={item._id}>
              <button type="button" className="library-list__item" onClick={() => pick(item._id)}>
                <span>{item.title}</span>
                {item.component_type && <span className="library-list__type">{item.component_type}</span>}
                {present.includes(item._id) && <span className="library-list__type">already here</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
