import { Form, FormField, FormStatusLine, SelectField, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { createConnection } from '../calls/toolCalls.ts';
import { LTI_TOOLS_MESSAGES, MAX_CLIENT_ID } from '../schemas/ltiToolsMessages.ts';
import type { ToolProvider } from '../schemas/toolProviderTypes.ts';
import { withoutBlanks } from './optionalText.ts';
import { useCallMutation } from './serverData.ts';

interface ConnectionValues {
  tool_provider_id: string;
  course_id: string;
  client_id: string;
}

/** Connects a course to a tool (POST lti_create_connection); the spec's refusal shows as the form's message. */
export function NewConnectionForm({ providers }: { providers: readonly ToolProvider[] }) {
  const empty: ConnectionValues = { tool_provider_id: providers[0]?._id ?? '', course_id: '', client_id: '' };
  const form = useLmsForm<ConnectionValues>({ defaultValues: empty });
  const connect = useCallMutation(createConnection);
  const save = async ({ tool_provider_id, course_id, client_id }: ConnectionValues) => {
    const answer = await connect.mutateAsync({ body: { tool_provider_id, course_id: course_id.trim(), ...withoutBlanks({ client_id }) } });
    return { values: { ...empty, tool_provider_id }, success: `${LTI_TOOLS_MESSAGES.connectionSaved} Client id ${answer.client_id}, deployment id ${answer.deployment_id}.` };
  };
  return (
    <Form form={form} onSubmit={save} className="lms-lti-tools-form">
      <h2>Connect a course</h2>
      <SelectField name="tool_provider_id" label="Tool" options={providers.map((provider) => ({ value: provider._id, label: provider.name }))} />
      <FormField name="course_id" label="Course id" required pattern="[0-9a-f]{24}" hint="The 24-character id in the course's address." />
      <FormField name="client_id" label="Client id" maxLength={MAX_CLIENT_ID} hint="Optional: the client id the tool gave this course; one is made otherwise." />
      <FormStatusLine />
      <SubmitButton label="Connect" busyLabel="Connecting…" />
    </Form>
  );
}
