/** 'all': to every student at sending time; 'private': to one student; 'bot': sent by the kernel for a feature. */
export type MessageKind = 'all' | 'private' | 'bot';

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

/** A received message as the list answers it. */
export interface ApiMessage {
  _id: string;
  kind: MessageKind;
  /** The sender; null for the bot, or when the sender's account is gone. */
  from: { _id: string; name: string } | null;
  text: string;
  created_at: Date;
  read: boolean;
}

export function toApiMessage(row: ReceivedMessageRow): ApiMessage {
  return {
    _id: row.id,
    kind: row.kind,
    from: row.sender_id ? { _id: row.sender_id, name: `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim() } : null,
    text: row.text,
    created_at: row.created_at,
    read: row.read_at !== null,
  };
}
