import { DataGrid, type GridColumnSpec } from '@lms/sdk/web';
import { listCodes } from '../../calls/codeAdminCalls.ts';
import type { CodeDetails } from '../../schemas/codeAdminTypes.ts';
import { formatAmount } from '../money.ts';
import { useCallQuery } from '../serverData.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '');

const COLUMNS: readonly GridColumnSpec<CodeDetails>[] = [
  { id: 'code', header: 'Code', value: (row) => row.code, rowHeader: true, filterable: true, width: 200 },
  { id: 'title', header: 'For', value: (row) => row.title ?? '', width: 200 },
  { id: 'amount', header: 'Amount', value: (row) => formatAmount(row.amount), width: 100 },
  { id: 'state', header: 'State', value: (row) => (row.redeemed_at ? 'Redeemed' : row.active ? 'Active' : 'De-activated'), filterable: true, width: 120 },
  { id: 'created', header: 'Generated', value: (row) => when(row.created_at), width: 180 },
  { id: 'redeemed_by', header: 'Redeemed by', value: (row) => (row.redeemed_by ? `${row.redeemed_by.name} <${row.redeemed_by.email}>` : ''), filterable: true, width: 260 },
  { id: 'redeemed_at', header: 'Redeemed', value: (row) => when(row.redeemed_at), width: 180 },
];

/** Every code of the target, newest first; the grid's "Download CSV" exports them (papaparse, in the kit's grid). */
export function CodesTable({ targetId }: { targetId: string }) {
  const codes = useCallQuery(listCodes, { params: { targetId } });
  if (codes.isPending) return <p role="status">Loading the codes…</p>;
  if (codes.error) return <p role="alert">{codes.error.message}</p>;
  if (codes.data.codes.length === 0) return <p>No codes yet.</p>;
  return <DataGrid label="Codes" columns={COLUMNS} rows={codes.data.codes} rowId={(row) => row.code} maxHeight={420} csvFileName={`codes-${targetId}.csv`} />;
}
