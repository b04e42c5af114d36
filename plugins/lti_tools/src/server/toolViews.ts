import type { ToolConnection, ToolProvider } from '../schemas/toolProviderTypes.ts';
import type { ConnectionRow, ProviderRow } from './ToolProviderStore.ts';

export function providerView(row: ProviderRow): ToolProvider {
  return {
    _id: row.id,
    name: row.name,
    client_id: row.client_id,
    deployment_id: row.deployment_id,
    target_link_uri: row.target_link_uri,
    login_url: row.login_url,
    jwks_url: row.jwks_url,
    public_key: row.public_key,
    deep_link_url: row.deep_link_url,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function connectionView(row: ConnectionRow): ToolConnection {
  return {
    _id: row.id,
    course_id: row.course_id,
    tool_provider_id: row.provider_id,
    client_id: row.client_id,
    deployment_id: row.deployment_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}
