import { CheckboxField, Form, FormField, FormStatusLine, NumberField, SelectField, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { PROVIDER_KINDS, type ProviderKind } from '../../calls/aiRules.ts';
import { getProvider, saveProvider, type ProviderBody, type ProviderSettings } from '../../calls/providerCalls.ts';
import { useCallCache, useCallMutation, useCallQuery } from '../serverData.ts';

interface ProviderValues {
  kind: ProviderKind;
  base_url: string;
  model: string;
  embedding_model: string;
  region: string;
  access_key_id: string;
  api_key: string;
  remove_key: boolean;
  input_cents_per_million: string;
  output_cents_per_million: string;
}

const KIND_LABELS: Record<ProviderKind, string> = {
  none: 'None: quote the course’s passages',
  'openai-compatible': 'OpenAI-compatible service',
  'bedrock-agent': 'Amazon Bedrock agent',
};

/** The form never holds the stored key: the key field starts empty and only ever sends a new one. */
const valuesOf = (settings: ProviderSettings): ProviderValues => ({
  kind: settings.kind,
  base_url: settings.base_url,
  model: settings.model,
  embedding_model: settings.embedding_model,
  region: settings.region,
  access_key_id: settings.access_key_id,
  api_key: '',
  remove_key: false,
  input_cents_per_million: String(settings.input_cents_per_million),
  output_cents_per_million: String(settings.output_cents_per_million),
});

function bodyOf(values: ProviderValues): ProviderBody {
  const { kind } = values;
  const key = values.remove_key ? { api_key: '' } : values.api_key ? { api_key: values.api_key } : {};
  const prices = { input_cents_per_million: Number(values.input_cents_per_million || 0), output_cents_per_million: Number(values.output_cents_per_million || 0) };
  if (kind === 'openai-compatible') return { kind, base_url: values.base_url.trim(), model: values.model.trim(), embedding_model: values.embedding_model.trim(), ...key, ...prices };
  if (kind === 'bedrock-agent') return { kind, base_url: values.base_url.trim(), region: values.region.trim(), access_key_id: values.access_key_id.trim(), ...key, ...prices };
  return { kind };
}

/** The installation's AI provider (issue 27 item 1); its key is write-only: sealed at rest, never shown back. */
export function ProviderSection() {
  const provider = useCallQuery(getProvider, {});
  if (provider.isPending) return <p role="status">Loading the AI service…</p>;
  if (provider.isError) return <p role="alert">{provider.error.message}</p>;
  return <ProviderForm key={provider.data.updated_at ?? 'never'} settings={provider.data} />;
}

function ProviderForm({ settings }: { settings: ProviderSettings }) {
  const cache = useCallCache();
  const save = useCallMutation(saveProvider, { onSuccess: (answer) => cache.set(getProvider, {}, () => answer) });
  const form = useLmsForm<ProviderValues>({ defaultValues: valuesOf(settings) });
  const kind = form.watch('kind');
  const keyHint = settings.has_key ? 'A key is stored (it is never shown). Leave this empty to keep it.' : 'No key is stored.';
  return (
    <Form form={form} onSubmit={async (values) => ({ values: valuesOf(await save.mutateAsync({ body: bodyOf(values) })), success: 'AI service saved.' })} className="lms-ai-form">
      <h2>AI service</h2>
      <SelectField name="kind" label="Kind" options={PROVIDER_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))} />
      {kind === 'openai-compatible' && (
        <>
          <FormField name="base_url" label="Base URL" type="url" hint="A hosted service, or a server of your own (vLLM, llama.cpp, Ollama), e.g. http://127.0.0.1:11434/v1" />
          <FormField name="model" label="Model" />
          <FormField name="embedding_model" label="Embedding model" hint="Optional: passages get embeddings for retrieval when set." />
        </>
      )}
      {kind === 'bedrock-agent' && (
        <>
          <FormField name="region" label="Region" />
          <FormField name="access_key_id" label="Access key id" autoComplete="off" />
          <FormField name="base_url" label="Endpoint (optional)" type="url" hint="Only for a VPC interface endpoint without private DNS, e.g. https://vpce-….bedrock-agent-runtime.eu-west-1.vpce.amazonaws.com. Empty: the region's own endpoint." />
        </>
      )}
      {kind !== 'none' && (
        <>
          <FormField name="api_key" label={kind === 'bedrock-agent' ? 'Secret access key' : 'API key'} type="password" autoComplete="new-password" hint={keyHint} />
          {settings.has_key && <CheckboxField name="remove_key" label="Remove the stored key" />}
          <NumberField name="input_cents_per_million" label="Input price (cents per million tokens)" />
          <NumberField name="output_cents_per_million" label="Output price (cents per million tokens)" />
        </>
      )}
      <FormStatusLine />
      <SubmitButton label="Save AI service" busyLabel="Saving…" />
    </Form>
  );
}
