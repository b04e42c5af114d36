import { useState } from 'react';
import { ArrowUpDown, Library, Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog, Button, buttonClass } from '@lms/sdk/web';
import { alreadyInCollection } from './authoringMessages.ts';
import { CollectionRow, type CollectionEntry } from './CollectionRow.tsx';
import { HOLDERS, NOUNS, type CollectionTarget } from './collectionTarget.ts';
import { LibraryPicker } from './LibraryPicker.tsx';
import { NewItemDialog } from './NewItemDialog.tsx';
import { ReorderList } from './ReorderList.tsx';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { useCollectionActions } from './useCollectionActions.ts';
import './authoring.css';

interface CollectionEditorProps {
  target: CollectionTarget;
  entries: readonly CollectionEntry[];
  /** Where a new item opens once created. */
  editPath(id: string): string;
  /** A second way to create: a new item made of a component (the /{courseId}/{lessonId}/new/edit (the spec's //new/edit) screen). */
  newWithComponentHref?: string;
}

type Dialog = { kind: 'create' } | { kind: 'library' } | { kind: 'remove'; entry: CollectionEntry } | { kind: 'schedule'; entry: CollectionEntry } | null;

/** Part 2 §2 collection edit screen: a course's lessons or a lesson's pages, with a reorder mode. */
export function CollectionEditor({ target, entries, editPath, newWithComponentHref }: CollectionEditorProps) {
  const actions = useCollectionActions(target);
  const navigate = useNavigate();
  const [reordering, setReordering] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const noun = NOUNS[target.kind];
  const plural = `${noun[0]!.toUpperCase()}${noun.slice(1)}s`;
  const ids = entries.map((entry) => entry._id);
  const headingId = `collection-${target.kind}-heading`;

  return (
    <section className="collection-editor" aria-labelledby={headingId}>
      <div className="collection-editor__bar">
        <h2 id={headingId}>{plural}</h2>
        {!reordering && (
          <div className="collection-editor__tools">
            <Button variant="primary" small onClick={() => setDialog({ kind: 'create' })}>
              <Plus aria-hidden="true" size={16} />
              New {noun}
            </Button>
            {newWithComponentHref && (
              <Link className={buttonClass({ variant: 'secondary', small: true })} to={newWithComponentHref}>
                <Plus aria-hidden="true" size={16} />
                New {noun} from a component
              </Link>
            )}
            <Button variant="secondary" small onClick={() => setDialog({ kind: 'library' })}>
              <Library aria-hidden="true" size={16} />
              Add existing {noun}
            </Button>
            <Button variant="secondary" small disabled={entries.length < 2} onClick={() => setReordering(true)}>
              <ArrowUpDown aria-hidden="true" size={16} />
              Reorder {noun}s
            </Button>
          </div>
        )}
      </div>
      {reordering ? (
        <ReorderList
          items={entries}
          noun={noun}
          saving={actions.busy}
          onCancel={() => setReordering(false)}
          onSave={(order) => void actions.reorder(order).then((saved) => saved && setReordering(false))}
        />
      ) : entries.length === 0 ? (
        <p className="empty-state">No {noun}s yet.</p>
      ) : (
        <ol className="collection-list">
          {entries.map((entry) => (
            <CollectionRow
              key={entry._id}
              entry={entry}
              busy={actions.busy}
              onDraft={(draft) => void actions.setDraft(entry._id, draft)}
              onSchedule={(schedule) => void actions.setSchedule(entry._id, schedule)}
              onEditSchedule={() => setDialog({ kind: 'schedule', entry })}
              onClone={() => void actions.clone(entry._id)}
              onPin={() => void actions.pin(entry._id)}
              onRemove={() => setDialog({ kind: 'remove', entry })}
            />
          ))}
        </ol>
      )}
      {dialog?.kind === 'create' && (
        <NewItemDialog
          noun={noun}
          existing={entries}
          busy={actions.busy}
          onCancel={() => setDialog(null)}
          onCreate={(input) =>
            void actions.create(input).then((id) => {
              if (!id) return;
              setDialog(null);
              void navigate(editPath(id));
            })
          }
        />
      )}
      {dialog?.kind === 'library' && (
        <LibraryPicker
          courseId={target.courseId}
          kind={target.kind}
          noun={noun}
          present={ids}
          alreadyMessage={alreadyInCollection(noun, HOLDERS[target.kind])}
          onClose={() => setDialog(null)}
          onPick={(id) => void actions.addExisting(ids, id).then((added) => added && setDialog(null))}
        />
      )}
      {dialog?.kind === 'schedule' && (
        <ScheduleDialog
          title={dialog.entry.title}
          schedule={dialog.entry.schedule}
          busy={actions.busy}
          onCancel={() => setDialog(null)}
          onSave={(schedule) => void actions.setSchedule(dialog.entry._id, schedule).then((saved) => saved && setDialog(null))}
        />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove ${dialog.entry.title}?`}
          confirmLabel="Remove"
          danger
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            void actions.remove(dialog.entry._id);
          }}
        >
          <p>
            The {noun} is taken out of this {HOLDERS[target.kind]}. Students will no longer see it here.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
