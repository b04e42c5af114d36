import { useState } from 'react';
import { Button, ConfirmDialog, useCurrentPlace, useNotify } from '@lms/sdk/web';
import { addGlossaryTerm, getGlossary, removeGlossaryTerm, updateGlossaryTerm, type GlossaryTerm } from '../../calls/glossaryCalls.ts';
import { GLOSSARY_CHANGED, useCallMutation, useCallQuery } from '../serverData.ts';
import { GlossaryEntryForm } from './GlossaryEntryForm.tsx';
import '../notes/notes.css';
import './glossary.css';

const EMPTY_ENTRY = { term: '', definition: '' };

/** Part 1 §2 glossary panel: the course's terms and definitions; instructors add, change and remove them here. */
export default function GlossaryPanel() {
  const { courseId } = useCurrentPlace();
  return courseId ? <CourseGlossary courseId={courseId} /> : null;
}

function CourseGlossary({ courseId }: { courseId: string }) {
  const glossary = useCallQuery(getGlossary, { params: { courseId } }, { refetchOn: [GLOSSARY_CHANGED] });
  const add = useCallMutation(addGlossaryTerm, { emits: [GLOSSARY_CHANGED] });
  if (glossary.isPending) return <p role="status">Loading the glossary…</p>;
  if (glossary.isError) return <p role="alert">The glossary could not be loaded.</p>;
  const { enabled, can_edit: canEdit, terms } = glossary.data;
  if (!enabled && !canEdit) return <p className="study-tools-panel__empty">The glossary is not enabled in this course.</p>;
  return (
    <div className="study-tools-panel">
      {!enabled && <p className="notice">Students do not see this glossary until it is turned on in the course settings (Glossary).</p>}
      {canEdit && (
        <details className="study-tools-glossary__add">
          <summary>Add a term</summary>
          <GlossaryEntryForm label="Add a term" saved={EMPTY_ENTRY} submitLabel="Add" onSave={(body) => add.mutateAsync({ params: { courseId }, body })} />
        </details>
      )}
      {terms.length === 0 ? (
        <p className="study-tools-panel__empty">This course has no glossary terms yet.</p>
      ) : (
        <ul className="study-tools-glossary" aria-label="Glossary terms">
          {terms.map((term) => (
            <GlossaryEntry key={term._id} courseId={courseId} term={term} canEdit={canEdit} />
          ))}
        </ul>
      )}
    </div>
  );
}

function GlossaryEntry({ courseId, term, canEdit }: { courseId: string; term: GlossaryTerm; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const notify = useNotify();
  const update = useCallMutation(updateGlossaryTerm, { emits: [GLOSSARY_CHANGED] });
  const remove = useCallMutation(removeGlossaryTerm, { emits: [GLOSSARY_CHANGED] });
  const params = { courseId, termId: term._id };
  if (editing) {
    return (
      <li className="study-tools-glossary__entry">
        <GlossaryEntryForm
          label={`Change ${term.term}`}
          saved={{ term: term.term, definition: term.definition }}
          submitLabel="Save"
          onSave={async (body) => {
            await update.mutateAsync({ params, body });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="study-tools-glossary__entry">
      <p className="study-tools-glossary__term">{term.term}</p>
      <p className="study-tools-glossary__definition">{term.definition}</p>
      {canEdit && (
        <div className="study-tools-glossary__actions">
          <Button variant="secondary" small aria-label={`Change ${term.term}`} onClick={() => setEditing(true)}>
            Change
          </Button>
          <Button variant="quiet" small aria-label={`Remove ${term.term}`} onClick={() => setRemoving(true)}>
            Remove
          </Button>
        </div>
      )}
      {removing && (
        <ConfirmDialog
          title="Remove this term?"
          confirmLabel="Remove"
          busyLabel="Removing…"
          danger
          busy={remove.isPending}
          onCancel={() => setRemoving(false)}
          onConfirm={() =>
            remove.mutate(
              { params },
              {
                onSuccess: () => setRemoving(false),
                onError: (error) => {
                  setRemoving(false);
                  notify({ type: 'error', message: error.message });
                },
              },
            )
          }
        >
          “{term.term}” and its definition leave the glossary, and its marks leave the pages.
        </ConfirmDialog>
      )}
    </li>
  );
}
