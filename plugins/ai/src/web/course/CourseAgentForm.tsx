import { CheckboxField, Form, FormStatusLine, NumberField, SelectField, SubmitButton, useFormField, useLmsForm } from '@lms/sdk/web';
import { COURSE_AGENT_ALIAS_REQUIRED, COURSE_AGENT_SOURCES_REQUIRED, INTEGRITY_POLICIES, INTEGRITY_POLICY_LABELS, type IntegrityPolicy } from '../../calls/aiRules.ts';
import { getCourseAiConfig, saveCourseAgent, type CourseAiChoices, type CourseAiConfig } from '../../calls/courseAiCalls.ts';
import { getChatInfo } from '../../calls/chatCalls.ts';
import { AI_CHAT_CHANGED } from '../chat/chatData.ts';
import { useCallCache, useCallMutation } from '../serverData.ts';

interface CourseAgentValues {
  ai_admin_enable: boolean;
  agent_alias_id: string;
  persona_id: string;
  sources: string[];
  integrity_policy: IntegrityPolicy;
  daily_message_cap: string;
  daily_cost_cap_cents: string;
}

const valuesOf = (config: CourseAiConfig): CourseAgentValues => ({
  ai_admin_enable: config.ai_admin_enable,
  agent_alias_id: config.agent_alias_id ?? '',
  persona_id: config.persona_id ?? '',
  sources: config.sources,
  integrity_policy: config.integrity_policy,
  daily_message_cap: config.daily_message_cap === null ? '' : String(config.daily_message_cap),
  daily_cost_cap_cents: config.daily_cost_cap_cents === null ? '' : String(config.daily_cost_cap_cents),
});

/** Part 3 §5: a course-agent link needs sources and an alias. */
const rules = (values: CourseAgentValues) => [
  ...(values.agent_alias_id ? [] : [{ field: 'agent_alias_id', message: COURSE_AGENT_ALIAS_REQUIRED }]),
  ...(values.sources.length ? [] : [{ field: 'sources', message: COURSE_AGENT_SOURCES_REQUIRED }]),
];

const cap = (text: string) => (text.trim() === '' ? null : Number(text));

/** The course's assistant (issue 27 item 6): on or off (ai_admin_enable), its agent, persona and sources, the integrity policy and daily caps. */
export function CourseAgentForm({ courseId, config, choices }: { courseId: string; config: CourseAiConfig; choices: CourseAiChoices }) {
  const cache = useCallCache();
  const save = useCallMutation(saveCourseAgent, {
    emits: [AI_CHAT_CHANGED],
    onSuccess: (answer) => {
      cache.set(getCourseAiConfig, { params: { courseId } }, () => answer);
      void cache.invalidate(getChatInfo);
    },
  });
  const form = useLmsForm<CourseAgentValues>({ defaultValues: valuesOf(config), rules });
  const submit = async (values: CourseAgentValues) => {
    const saved = await save.mutateAsync({
      body: {
        course_id: courseId,
        ai_admin_enable: values.ai_admin_enable,
        agent_alias_id: values.agent_alias_id,
        persona_id: values.persona_id || null,
        sources: values.sources,
        integrity_policy: values.integrity_policy,
        daily_message_cap: cap(values.daily_message_cap),
        daily_cost_cap_cents: cap(values.daily_cost_cap_cents),
      },
    });
    return { values: valuesOf(saved), success: saved.ai_admin_enable ? 'Saved: students see the assistant in this course.' : 'Saved: the assistant is off in this course.' };
  };
  return (
    <Form form={form} onSubmit={submit} className="lms-ai-form">
      <h2>Assistant</h2>
      <CheckboxField name="ai_admin_enable" label="Enable the AI assistant for this course" hint="Students then find it in the header of every page of the course." />
      <SelectField name="agent_alias_id" label="Agent" options={[{ value: '', label: 'Choose an agent' }, ...choices.agents.map((agent) => ({ value: agent.agent_alias_id, label: agent.published ? agent.title : `${agent.title} (not published)` }))]} />
      <SelectField name="persona_id" label="Persona" options={[{ value: '', label: 'The agent’s persona' }, ...choices.personas.map((persona) => ({ value: persona._id, label: `${persona.name} (${persona.teaching_style})` }))]} />
      <SourceChoice sources={choices.sources} />
      <SelectField name="integrity_policy" label="Integrity policy" options={INTEGRITY_POLICIES.map((value) => ({ value, label: INTEGRITY_POLICY_LABELS[value] }))} />
      <NumberField name="daily_message_cap" label="Questions per student per day" integer hint="Empty: no limit." />
      <NumberField name="daily_cost_cap_cents" label="Spending per day (cents)" integer hint="What the course may spend on the AI service each day (UTC). Empty: no limit." />
      <FormStatusLine />
      <SubmitButton label="Save" busyLabel="Saving…" />
    </Form>
  );
}

/** The sources the assistant may quote besides the course's pages: checkboxes named `sources`, so a 422 on sources lands here. */
function SourceChoice({ sources }: { sources: CourseAiChoices['sources'] }) {
  const field = useFormField<string[]>('sources');
  const errorId = 'lms-ai-sources-error';
  return (
    <fieldset className="lms-ai-sources" aria-describedby={field.error ? errorId : undefined}>
      <legend>Sources</legend>
      {sources.length === 0 && <p>No source has been added yet: an administrator adds them on the AI sources screen.</p>}
      {sources.map((source, index) => (
        <label key={source.uuid} className="lms-ai-check">
          <input
            type="checkbox"
            name="sources"
            ref={index === 0 ? field.ref : undefined}
            checked={field.value.includes(source.uuid)}
            aria-invalid={field.error ? true : undefined}
            onChange={(event) => field.onChange(event.target.checked ? [...field.value, source.uuid] : field.value.filter((uuid) => uuid !== source.uuid))}
          />{' '}
          {source.title} <span className="lms-ai-muted">({source.author}{source.status === 'ready' ? '' : `, ${source.status}`})</span>
        </label>
      ))}
      {field.error && (
        <p id={errorId} className="lms-field-error">
          {field.error}
        </p>
      )}
    </fieldset>
  );
}
