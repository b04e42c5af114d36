import { DataGrid, type GridColumnSpec } from '@lms/sdk/web';
import type { ToolProvider } from '../schemas/toolProviderTypes.ts';

const COLUMNS: readonly GridColumnSpec<ToolProvider>[] = [
  { id: 'name', header: 'Name', value: (tool) => tool.name, rowHeader: true, sortable: true, filterable: true, width: 180 },
  { id: 'client_id', header: 'Client id', value: (tool) => tool.client_id, width: 300 },
  { id: 'deployment_id', header: 'Deployment id', value: (tool) => tool.deployment_id, width: 300 },
  { id: 'target_link_uri', header: 'Launch URL', value: (tool) => tool.target_link_uri, width: 260 },
  { id: 'login_url', header: 'Login URL', value: (tool) => tool.login_url, width: 260 },
  { id: 'key', header: 'Key', value: (tool) => tool.jwks_url ?? 'Public key (PEM)', width: 260 },
  { id: 'deep_link_url', header: 'Deep-linking URL', value: (tool) => tool.deep_link_url ?? '', width: 260 },
];

/** The registered tools with the ids a tool is configured with (client id, deployment id). */
export function ToolsTable({ tools }: { tools: readonly ToolProvider[] }) {
  return <DataGrid label="LTI tools" columns={COLUMNS} rows={tools} rowId={(tool) => tool._id} initialSort={{ columnId: 'name', descending: false }} maxHeight={480} csvFileName="lti-tools.csv" />;
}
