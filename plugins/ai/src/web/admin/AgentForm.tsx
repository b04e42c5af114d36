import { Button, CheckboxField, Form, FormField, FormStatusLine, SelectField, SubmitButton, TextAreaField, useLmsForm } from '@lms/sdk/web';
import { AGENT_ALIAS_REQUIRED, AGENT_TITLE_REQUIRED, INITIAL_QUESTIONS_MAX, TITLE_MAX_LENGTH } from '../../calls/aiRules.ts';
import type { Agent, AgentBody, Persona } from '../../calls/agentCalls.ts';
import { initialQuestionsText, parseInitialQuestions } from './initialQuestionsText.ts';
import { requiredFields } from './requiredRules.ts';

export interface AgentValues {
  agent_alias_id: string;
  agent_id: string;
  title: string;
  optimised_latency: boolean;
  persona_id: string;
  published: boolean;
  initial_questions: string;
}

export const EMPTY_AGENT: AgentValues = { agent_alias_id: '', agent_id: '', title: '', optimised_latency: false, persona_id: '', published: false, initial_questions: '' };

export const agentValues = (agent: Agent): AgentValues => ({
  agent_alias_id: agent.agent_alias_id,
  agent_id: agent.agent_id,
  title: agent.title,
  optimised_latency: agent.optimised_latency,
  persona_id: agent.persona_id ?? '',
  published: agent.published,
  initial_questions: initialQuestionsText(agent.initial_questions),
});

export const agentBody = (values: AgentValues): AgentBody => ({
  title: values.title,
  agent_id: values.agent_id.trim(),
  optimised_latency: values.optimised_latency,
  persona_id: values.persona_id || null,
  published: values.published,
  initial_questions: parseInitialQuestions(values.initial_questions),
});

const required = requiredFields<AgentValues>({ agent_alias_id: AGENT_ALIAS_REQUIRED, title: AGENT_TITLE_REQUIRED });
const rules = (values: AgentValues) => {
  const problems = required(values);
  if (parseInitialQuestions(values.initial_questions).length > INITIAL_QUESTIONS_MAX) problems.push({ field: 'initial_questions', message: `At most ${INITIAL_QUESTIONS_MAX} initial questions.` });
  return problems;
};

/** An agent's fields (part 3 §3 AI agent; part 3 §5: an agent alias needs an alias id and a title). Editing keeps its alias id: it is the agent's key. */
export function AgentForm({ heading, saved, editing, personas, onSave, onCancel }: { heading: string; saved: AgentValues; editing: boolean; personas: readonly Persona[]; onSave(values: AgentValues): Promise<string>; onCancel?(): void }) {
  const form = useLmsForm<AgentValues>({ defaultValues: saved, rules });
  return (
    <Form form={form} onSubmit={async (values) => ({ success: await onSave(values), values: editing ? values : EMPTY_AGENT })} className="lms-ai-form">
      <h2>{heading}</h2>
      <FormField name="agent_alias_id" label="Alias id" maxLength={TITLE_MAX_LENGTH} required readOnly={editing} hint={editing ? 'The agent’s key: it cannot change.' : 'The agent’s key, e.g. physics-tutor.'} />
      <FormField name="title" label="Title" maxLength={TITLE_MAX_LENGTH} required />
      <FormField name="agent_id" label="Agent id" maxLength={TITLE_MAX_LENGTH} hint="The Bedrock agent’s id, when the AI service is a Bedrock agent." />
      <SelectField name="persona_id" label="Persona" options={[{ value: '', label: 'No persona' }, ...personas.map((persona) => ({ value: persona._id, label: persona.name }))]} />
      <TextAreaField name="initial_questions" label="Initial questions" rows={4} hint={`Shown to students before their first question; one a line, “Title | Question” or just the question (at most ${INITIAL_QUESTIONS_MAX}).`} />
      <CheckboxField name="optimised_latency" label="Optimised latency" hint="Ask the AI service for its faster inference where it offers one." />
      <CheckboxField name="published" label="Published" hint="Only a published agent can be chosen for a course. Try it in the preview first." />
      <FormStatusLine />
      <div className="lms-ai-actions">
        <SubmitButton label="Save agent" busyLabel="Saving…" />
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
