import type { ReceivedMessage } from '@lms/contract/calls/messageCalls.ts';

export type MessageKind = ReceivedMessage['kind'];

export interface ReceivedMessageRow {
  id: string;
  kind: MessageKind;
  text: string;
  created_at: Date;
  sender_id: string | null;
  firstname: string | null;
  lastname: string | null;
  read_at: Date | null;
}

export function toReceivedMessage(row: ReceivedMessageRow): ReceivedMessage {
  return {
    _id: row.id,
    kind: row.kind,
    from: row.sender_id ? { _id: row.sender_id, name: `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim() } : null,
    text: row.text,
    created_at: row.created_at.toISOString(),
    read: row.read_at !== null,
  };
}
