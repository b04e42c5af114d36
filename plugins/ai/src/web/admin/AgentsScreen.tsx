import { useId, useState } from 'react';
import { Button, ConfirmDialog, DataGrid, pageClass, type GridColumnSpec } from '@lms/sdk/web';
import { listAgents, listPersonas, removeAgent, saveAgent, type Agent } from '../../calls/agentCalls.ts';
import { listSources } from '../../calls/sourceCalls.ts';
import { useCallCache, useCallMutation, useCallQuery } from '../serverData.ts';
import { AgentForm, agentBody, agentValues, EMPTY_AGENT } from './AgentForm.tsx';
import { AgentPreview } from './AgentPreview.tsx';
import { ProviderSection } from './ProviderForm.tsx';
import '../ai.css';

/**
 * /administrator/aichat (part 3 §2, issue 27 items 1 and 5): the AI service,
 * the agents courses choose from, and a preview to try an agent before it is
 * published.
 */
export default function AgentsScreen() {
  const titleId = useId();
  const cache = useCallCache();
  const agents = useCallQuery(listAgents, {});
  const personas = useCallQuery(listPersonas, {});
  const sources = useCallQuery(listSources, {});
  const save = useCallMutation(saveAgent, { onSuccess: () => cache.invalidate(listAgents) });
  const remove = useCallMutation(removeAgent, { onSuccess: () => cache.invalidate(listAgents) });
  const [editing, setEditing] = useState<Agent | null>(null);
  const [trying, setTrying] = useState<Agent | null>(null);
  const [removing, setRemoving] = useState<Agent | null>(null);
  const personaName = (id: string | null) => personas.data?.find((persona) => persona._id === id)?.name ?? '';
  const columns: readonly GridColumnSpec<Agent>[] = [
    { id: 'title', header: 'Title', value: (agent) => agent.title, rowHeader: true, sortable: true, width: 200 },
    { id: 'alias', header: 'Alias id', value: (agent) => agent.agent_alias_id, width: 160 },
    { id: 'agent_id', header: 'Agent id', value: (agent) => agent.agent_id, width: 140 },
    { id: 'persona', header: 'Persona', value: (agent) => personaName(agent.persona_id), width: 140 },
    { id: 'latency', header: 'Optimised latency', value: (agent) => (agent.optimised_latency ? 'Yes' : 'No'), width: 110 },
    { id: 'questions', header: 'Initial questions', value: (agent) => agent.initial_questions.length, width: 110 },
    { id: 'published', header: 'Published', value: (agent) => (agent.published ? 'Published' : 'Draft'), width: 100 },
    {
      id: 'actions',
      header: 'Actions',
      value: () => '',
      noExport: true,
      width: 240,
      cell: (agent) => (
        <div className="lms-ai-actions">
          <Button small onClick={() => setTrying(agent)}>
            Try{' '}<span className="lms-visually-hidden">{agent.title}</span>
          </Button>
          <Button small onClick={() => setEditing(agent)}>
            Edit{' '}<span className="lms-visually-hidden">{agent.title}</span>
          </Button>
          <Button small variant="danger" onClick={() => setRemoving(agent)}>
            Remove{' '}<span className="lms-visually-hidden">{agent.title}</span>
          </Button>
        </div>
      ),
    },
  ];
  const onSave = async (values: ReturnType<typeof agentValues>) => {
    const saved = await save.mutateAsync({ params: { alias: values.agent_alias_id.trim() }, body: agentBody(values) });
    setEditing(null);
    return `“${saved.title}” saved${saved.published ? '' : ' as a draft'}.`;
  };
  return (
    <section className={`${pageClass('wide')} lms-ai-admin`} aria-labelledby={titleId}>
      <h1 id={titleId}>AI chat agents</h1>
      {agents.isPending && <p role="status">Loading the agents…</p>}
      {agents.isError && <p role="alert">{agents.error.message}</p>}
      {agents.data?.length === 0 && <p>No agent yet.</p>}
      {agents.data && agents.data.length > 0 && <DataGrid label="AI agents" columns={columns} rows={agents.data} rowId={(agent) => agent.agent_alias_id} initialSort={{ columnId: 'title', descending: false }} maxHeight={400} csvFileName="ai-agents.csv" />}
      {trying && <AgentPreview key={trying.agent_alias_id} agent={trying} sources={sources.data ?? []} onClose={() => setTrying(null)} />}
      <div className="lms-ai-columns">
        {editing ? (
          <AgentForm key={editing.agent_alias_id} heading={`Edit ${editing.title}`} saved={agentValues(editing)} editing personas={personas.data ?? []} onSave={onSave} onCancel={() => setEditing(null)} />
        ) : (
          <AgentForm heading="Add an agent" saved={EMPTY_AGENT} editing={false} personas={personas.data ?? []} onSave={onSave} />
        )}
        <ProviderSection />
      </div>
      {removing && (
        <ConfirmDialog
          title="Remove this agent?"
          confirmLabel="Remove"
          danger
          busy={remove.isPending}
          busyLabel="Removing…"
          onConfirm={() => remove.mutate({ params: { alias: removing.agent_alias_id } }, { onSuccess: () => setRemoving(null) })}
          onCancel={() => setRemoving(null)}
        >
          <p>“{removing.title}” is removed. An agent a course uses cannot be removed.</p>
          {remove.isError && <p role="alert">{remove.error.message}</p>}
        </ConfirmDialog>
      )}
    </section>
  );
}
