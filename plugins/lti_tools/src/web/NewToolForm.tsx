import { Form, FormField, FormStatusLine, SubmitButton, TextAreaField, useLmsForm } from '@lms/sdk/web';
import { createToolProvider, getToolProviders } from '../calls/toolCalls.ts';
import { LTI_TOOLS_MESSAGES, MAX_NAME, MAX_PUBLIC_KEY } from '../schemas/ltiToolsMessages.ts';
import { withoutBlanks } from './optionalText.ts';
import { useCallCache, useCallMutation } from './serverData.ts';

interface ToolValues {
  name: string;
  target_link_uri: string;
  login_url: string;
  jwks_url: string;
  public_key: string;
  deep_link_url: string;
}

const EMPTY: ToolValues = { name: '', target_link_uri: '', login_url: '', jwks_url: '', public_key: '', deep_link_url: '' };

/** Registers an LTI 1.3 tool (POST lti_create_tool_provider); the server's messages land on their fields. */
export function NewToolForm() {
  const form = useLmsForm<ToolValues>({ defaultValues: EMPTY });
  const cache = useCallCache();
  const create = useCallMutation(createToolProvider, { onSuccess: () => cache.invalidate(getToolProviders) });
  const save = async (values: ToolValues) => {
    const { name, target_link_uri, login_url, ...optional } = values;
    await create.mutateAsync({ body: { name, target_link_uri, login_url, ...withoutBlanks(optional) } });
    return { values: EMPTY, success: LTI_TOOLS_MESSAGES.providerSaved };
  };
  return (
    <Form form={form} onSubmit={save} className="lms-lti-tools-form">
      <h2>Add a tool</h2>
      <FormField name="name" label="Name" maxLength={MAX_NAME} required />
      <p>Launch, login and deep-linking URLs must start with https:// (our pages show the tool in a frame, and cannot frame an http page).</p>
      <FormField name="target_link_uri" label="Launch URL (target link URI)" type="url" required />
      <FormField name="login_url" label="OIDC login initiation URL" type="url" required />
      <FormField name="jwks_url" label="JWKS URL" type="url" hint="Where the tool publishes its public keys; or paste its public key below." />
      <TextAreaField name="public_key" label="Public key (PEM)" rows={4} maxLength={MAX_PUBLIC_KEY} />
      <FormField name="deep_link_url" label="Deep-linking URL" type="url" hint="Optional: where the tool offers content to pick." />
      <FormStatusLine />
      <SubmitButton label="Save tool" busyLabel="Saving…" />
    </Form>
  );
}
