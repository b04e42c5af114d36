import { defineCall, nullableString, Type, type Static } from '@lms/sdk/calls';
import { PROVIDER_KINDS, type ProviderKind } from './aiRules.ts';

const ProviderKindSchema = Type.Unsafe<ProviderKind>({ enum: [...PROVIDER_KINDS] });

/**
 * The installation's AI provider as an administrator sees it: never the key
 * itself (`has_key` says one is stored, sealed at rest). `none`: the assistant
 * quotes passages of the course. Prices in cents per million tokens.
 */
export const ProviderSettingsSchema = Type.Object({
  kind: ProviderKindSchema,
  base_url: Type.String(),
  model: Type.String(),
  embedding_model: Type.String(),
  region: Type.String(),
  access_key_id: Type.String(),
  has_key: Type.Boolean(),
  input_cents_per_million: Type.Number(),
  output_cents_per_million: Type.Number(),
  updated_at: nullableString(),
});
export type ProviderSettings = Static<typeof ProviderSettingsSchema>;

/**
 * PUT ai/provider. openai-compatible: base_url (http or https) and model
 * needed, api_key optional (a local server may need none); bedrock-agent:
 * region, access_key_id and api_key (the secret access key), base_url
 * optional (the endpoint of a VPC interface endpoint without private DNS;
 * empty: the region's own). `api_key`
 * omitted keeps the stored key; an empty string removes it.
 */
export const ProviderBodySchema = Type.Object(
  {
    kind: ProviderKindSchema,
    base_url: Type.Optional(Type.String({ maxLength: 500 })),
    model: Type.Optional(Type.String({ maxLength: 200 })),
    embedding_model: Type.Optional(Type.String({ maxLength: 200 })),
    region: Type.Optional(Type.String({ maxLength: 50 })),
    access_key_id: Type.Optional(Type.String({ maxLength: 200 })),
    api_key: Type.Optional(Type.String({ maxLength: 4000 })),
    input_cents_per_million: Type.Optional(Type.Number({ minimum: 0, maximum: 1000000 })),
    output_cents_per_million: Type.Optional(Type.Number({ minimum: 0, maximum: 1000000 })),
  },
  { additionalProperties: false },
);
export type ProviderBody = Static<typeof ProviderBodySchema>;

export const getProvider = defineCall({ method: 'GET', path: 'ai/provider', summary: "The installation's AI provider (never its key).", answer: ProviderSettingsSchema });
export const saveProvider = defineCall({ method: 'PUT', path: 'ai/provider', summary: "Replaces the installation's AI provider; the key is sealed at rest.", body: ProviderBodySchema, answer: ProviderSettingsSchema });
