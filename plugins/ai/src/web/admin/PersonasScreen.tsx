import { useId, useState } from 'react';
import { Button, ConfirmDialog, pageClass } from '@lms/sdk/web';
import { createPersona, listPersonas, removePersona, updatePersona, type Persona } from '../../calls/agentCalls.ts';
import { useCallCache, useCallMutation, useCallQuery } from '../serverData.ts';
import { EMPTY_PERSONA, PersonaForm } from './PersonaForm.tsx';
import '../ai.css';

/** /administrator/aipersona (issue 27 item 5): the personas agents and courses give the assistant. */
export default function PersonasScreen() {
  const titleId = useId();
  const cache = useCallCache();
  const personas = useCallQuery(listPersonas, {});
  const refresh = { onSuccess: () => cache.invalidate(listPersonas) };
  const create = useCallMutation(createPersona, refresh);
  const update = useCallMutation(updatePersona, refresh);
  const remove = useCallMutation(removePersona, refresh);
  const [editing, setEditing] = useState<Persona | null>(null);
  const [removing, setRemoving] = useState<Persona | null>(null);
  return (
    <section className={`${pageClass('wide')} lms-ai-admin`} aria-labelledby={titleId}>
      <h1 id={titleId}>AI personas</h1>
      {personas.isPending && <p role="status">Loading the personas…</p>}
      {personas.isError && <p role="alert">{personas.error.message}</p>}
      {personas.data?.length === 0 && <p>No persona yet.</p>}
      {personas.data && personas.data.length > 0 && (
        <ul className="lms-ai-cards" aria-label="Personas">
          {personas.data.map((persona) => (
            <li key={persona._id} className="lms-ai-card">
              <h2>{persona.name}</h2>
              <dl>
                <dt>Voice</dt>
                <dd>{persona.voice || '—'}</dd>
                <dt>Teaching style</dt>
                <dd>{persona.teaching_style || '—'}</dd>
                <dt>Instructions</dt>
                <dd className="lms-ai-pre">{persona.instructions || '—'}</dd>
              </dl>
              <div className="lms-ai-actions">
                <Button small onClick={() => setEditing(persona)}>
                  Edit{' '}<span className="lms-visually-hidden">{persona.name}</span>
                </Button>
                <Button small variant="danger" onClick={() => setRemoving(persona)}>
                  Remove{' '}<span className="lms-visually-hidden">{persona.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <PersonaForm
          key={editing._id}
          heading={`Edit ${editing.name}`}
          saved={{ name: editing.name, voice: editing.voice, teaching_style: editing.teaching_style, instructions: editing.instructions }}
          submitLabel="Save persona"
          onCancel={() => setEditing(null)}
          onSave={async (body) => {
            await update.mutateAsync({ params: { personaId: editing._id }, body });
            setEditing(null);
            return `“${body.name}” saved.`;
          }}
        />
      ) : (
        <PersonaForm
          heading="Add a persona"
          saved={EMPTY_PERSONA}
          submitLabel="Add persona"
          onSave={async (body) => {
            await create.mutateAsync({ body });
            return `“${body.name}” added.`;
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title="Remove this persona?"
          confirmLabel="Remove"
          danger
          busy={remove.isPending}
          busyLabel="Removing…"
          onConfirm={() => remove.mutate({ params: { personaId: removing._id } }, { onSuccess: () => setRemoving(null) })}
          onCancel={() => setRemoving(null)}
        >
          <p>Agents and courses that use “{removing.name}” go on with no persona.</p>
          {remove.isError && <p role="alert">{remove.error.message}</p>}
        </ConfirmDialog>
      )}
    </section>
  );
}
