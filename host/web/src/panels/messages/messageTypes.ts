/** A received message (docs/api.md "Messages"). */
export interface ReceivedMessage {
  _id: string;
  kind: 'all' | 'private' | 'bot';
  /** Null for the bot, or when the sender's account is gone. */
  from: { _id: string; name: string } | null;
  text: string;
  created_at: string;
  read: boolean;
}

/** GET messages/{courseId}/ */
export interface Inbox {
  messages: ReceivedMessage[];
  unread: number;
  messaging_disabled: boolean;
  /** The caller has professor rights in the course: the message box is theirs. */
  professor: boolean;
}

/** GET messages/{courseId}/recipients/ */
export interface RosterStudent {
  _id: string;
  firstname: string;
  lastname: string;
  name: string;
}

/** POST messages/{courseId}/ */
export interface SentMessage {
  message: { _id: string; kind: 'all' | 'private'; to: string; text: string; created_at: string };
  recipients: number;
}
