import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, ConfirmDialog, SelectField } from '@lms/sdk/web';
import { ARTIFACT_TYPES, type ApiArtifact, type ArtifactType } from '../../schemas/projectTypes.ts';
import type { WriteOutcome } from '../projects/useProjectWrites.ts';
import { ArtifactForm, type ArtifactFields } from './ArtifactForm.tsx';
import { ArtifactView } from './ArtifactView.tsx';
import { ARTIFACT_KINDS } from './artifactTypes.ts';

export interface ArtifactEdits {
  add(fields: ArtifactFields): Promise<WriteOutcome>;
  update(artifact: ApiArtifact, fields: ArtifactFields): Promise<WriteOutcome>;
  remove(artifact: ApiArtifact): Promise<WriteOutcome>;
  /** Moves an artifact to a position (from 0). */
  move(artifact: ApiArtifact, position: number): Promise<WriteOutcome>;
}

interface EditableArtifactListProps {
  courseId: string;
  artifacts: readonly ApiArtifact[];
  edits: ArtifactEdits;
  /** Reports whether an open form holds unsaved input (keyed by form). */
  onDirty(key: string, dirty: boolean): void;
}

const TYPE_OPTIONS = ARTIFACT_TYPES.map((type) => ({ value: type, label: ARTIFACT_KINDS[type].label }));

/** The owner's artifacts while editing: add any type, edit, remove (asked first), and move up or down with buttons (keyboard-usable reorder). */
export function EditableArtifactList({ courseId, artifacts, edits, onDirty }: EditableArtifactListProps) {
  const ids = useId();
  const ordered = useMemo(() => [...artifacts].sort((a, b) => a.position - b.position), [artifacts]);
  const [adding, setAdding] = useState<ArtifactType | null>(null);
  const [newType, setNewType] = useState<ArtifactType>('text');
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ApiArtifact | null>(null);
  const [busy, setBusy] = useState(false);
  const addDirty = useCallback((dirty: boolean) => onDirty('new', dirty), [onDirty]);
  const editDirty = useCallback((dirty: boolean) => onDirty('edit', dirty), [onDirty]);

  const moving = useRef(false);
  const [refocus, setRefocus] = useState<{ id: string; direction: 'up' | 'down'; index: number } | null>(null);

  // The moved item's button keeps the focus where the item now is; at the top or bottom (that button disabled), its other move button takes it.
  useEffect(() => {
    // The answer reaches the list a moment after the write resolves: wait until the item is where it went.
    if (!refocus || ordered.findIndex((artifact) => artifact._id === refocus.id) !== refocus.index) return;
    const button = (direction: string) => document.getElementById(`${ids}-${refocus.id}-${direction}`) as HTMLButtonElement | null;
    const same = button(refocus.direction);
    (same && !same.disabled ? same : button(refocus.direction === 'up' ? 'down' : 'up'))?.focus();
    setRefocus(null);
  }, [ordered, refocus, ids]);

  const move = async (artifact: ApiArtifact, position: number, direction: 'up' | 'down') => {
    // Buttons stay enabled while a move runs, so the focus is not dropped; a second press waits for the first.
    if (moving.current) return;
    moving.current = true;
    const outcome = await edits.move(artifact, position);
    moving.current = false;
    if (outcome === 'saved') setRefocus({ id: artifact._id, direction, index: position });
  };

  return (
    <section className="lms-artifact-editor" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="lms-project-section-title">
        Items
      </h2>
      {ordered.length === 0 && <p className="lms-project-quiet">This project has no items yet. Add the first one below.</p>}
      <ol className="lms-artifact-list">
        {ordered.map((artifact, index) => {
          const name = artifact.title || ARTIFACT_KINDS[artifact.type].label;
          return (
            <li key={artifact._id}>
              {editing === artifact._id ? (
                <ArtifactForm
                  courseId={courseId}
                  type={artifact.type}
                  artifact={artifact}
                  onDirty={editDirty}
                  onCancel={() => setEditing(null)}
                  onSave={async (fields) => {
                    const outcome = await edits.update(artifact, fields);
                    if (outcome === 'saved') setEditing(null);
                    return outcome;
                  }}
                />
              ) : (
                <ArtifactView artifact={artifact}>
                  <div className="lms-project-actions">
                    <Button small id={`${ids}-${artifact._id}-up`} disabled={index === 0} aria-label={`Move ${name} up`} onClick={() => void move(artifact, index - 1, 'up')}>
                      Move up
                    </Button>
                    <Button
                      small
                      id={`${ids}-${artifact._id}-down`}
                      disabled={index === ordered.length - 1}
                      aria-label={`Move ${name} down`}
                      onClick={() => void move(artifact, index + 1, 'down')}
                    >
                      Move down
                    </Button>
                    <Button small disabled={editing !== null} aria-label={`Edit ${name}`} onClick={() => setEditing(artifact._id)}>
                      Edit
                    </Button>
                    <Button small variant="danger" aria-label={`Remove ${name}`} onClick={() => setRemoving(artifact)}>
                      Remove
                    </Button>
                  </div>
                </ArtifactView>
              )}
            </li>
          );
        })}
      </ol>
      {adding ? (
        <ArtifactForm
          key={adding}
          courseId={courseId}
          type={adding}
          onDirty={addDirty}
          onCancel={() => setAdding(null)}
          onSave={async (fields) => {
            const outcome = await edits.add(fields);
            if (outcome === 'saved') setAdding(null);
            return outcome;
          }}
        />
      ) : (
        <div className="lms-artifact-add" role="group" aria-label="Add an item">
          <SelectField label="Type of item" value={newType} options={TYPE_OPTIONS} onChange={(value) => setNewType(value as ArtifactType)} layout="inline" />
          <Button variant="primary" onClick={() => setAdding(newType)}>
            Add item
          </Button>
        </div>
      )}
      {removing && (
        <ConfirmDialog
          title="Remove this item?"
          confirmLabel="Remove"
          danger
          busy={busy}
          busyLabel="Removing…"
          onCancel={() => setRemoving(null)}
          onConfirm={async () => {
            setBusy(true);
            await edits.remove(removing);
            setBusy(false);
            setRemoving(null);
          }}
        >
          <p>“{removing.title || ARTIFACT_KINDS[removing.type].label}” will be removed from this version of your project.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
