import { Type, type Static } from '@lms/sdk/calls';

/** A tool provider as the calls answer it (nothing secret: a tool's key is public). */
export const ToolProviderSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  client_id: Type.String(),
  deployment_id: Type.String(),
  target_link_uri: Type.String(),
  login_url: Type.String(),
  jwks_url: Type.Union([Type.String(), Type.Null()]),
  public_key: Type.Union([Type.String(), Type.Null()]),
  deep_link_url: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type ToolProvider = Static<typeof ToolProviderSchema>;

export const ToolProviderListSchema = Type.Object({ tool_providers: Type.Array(ToolProviderSchema) });
export type ToolProviderList = Static<typeof ToolProviderListSchema>;

export const ToolConnectionSchema = Type.Object({
  _id: Type.String(),
  course_id: Type.String(),
  tool_provider_id: Type.String(),
  client_id: Type.String(),
  deployment_id: Type.String(),
  created_at: Type.String(),
});
export type ToolConnection = Static<typeof ToolConnectionSchema>;
