import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { ID_PATTERN } from '../ids.ts';

/** Part 3 §6: a message is plain text of 1 to 5000 characters (counted trimmed). */
export const MESSAGE_MAX_LENGTH = 5000;

export const MESSAGE_TEXT_MESSAGES = {
  empty: 'Please write a message.',
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`,
} as const;

const CHOOSE_RECIPIENT = 'Choose all students or one student.';
const NAME_MESSAGES = 'Name 1 to 100 different messages.';

/** A received message (part 3 §2/§6): 'all' went to every student at sending time, 'private' to one, 'bot' was sent by the kernel for a feature. */
export const ReceivedMessageSchema = Type.Object({
  _id: Type.String(),
  kind: Type.Union([Type.Literal('all'), Type.Literal('private'), Type.Literal('bot')]),
  /** The sender; null for the bot, or when the sender's account is gone. */
  from: Type.Union([Type.Object({ _id: Type.String(), name: Type.String() }), Type.Null()]),
  text: Type.String(),
  created_at: Type.String(),
  read: Type.Boolean(),
});
export type ReceivedMessage = Static<typeof ReceivedMessageSchema>;

const InboxSchema = Type.Object({
  messages: Type.Array(ReceivedMessageSchema),
  unread: Type.Integer(),
  messaging_disabled: Type.Boolean(),
  /** The caller has professor rights in the course: the message box is theirs. */
  professor: Type.Boolean(),
});
export type Inbox = Static<typeof InboxSchema>;

/** A student a professor may write to. */
export const MessageRecipientSchema = Type.Object({ _id: Type.String(), firstname: Type.String(), lastname: Type.String(), name: Type.String() });
export type MessageRecipient = Static<typeof MessageRecipientSchema>;

export const getMessages = defineCall({
  method: 'GET',
  path: 'messages/:courseId/',
  summary: "The caller's received messages in the course (newest first, at most 100) with the unread count.",
  answer: InboxSchema,
});

const SendMessageBodySchema = Type.Object(
  {
    /** 'all' (every student of the course now) or one student's id. */
    to: Type.String({ pattern: `^(all|[0-9a-f]{24})$`, errorMessage: CHOOSE_RECIPIENT }),
    // The length rule is checked on the trimmed text (core's messageText.ts); this cap only bounds the work.
    text: Type.String({ maxLength: 20000, errorMessage: { type: MESSAGE_TEXT_MESSAGES.empty, maxLength: MESSAGE_TEXT_MESSAGES.tooLong } }),
  },
  { errorMessage: { required: { to: CHOOSE_RECIPIENT, text: MESSAGE_TEXT_MESSAGES.empty } } },
);
export type SendMessageBody = Static<typeof SendMessageBodySchema>;

const SentMessageSchema = Type.Object({
  message: Type.Object({
    _id: Type.String(),
    kind: Type.Union([Type.Literal('all'), Type.Literal('private')]),
    to: Type.String(),
    text: Type.String(),
    created_at: Type.String(),
  }),
  recipients: Type.Integer(),
});
export type SentMessage = Static<typeof SentMessageSchema>;

export const sendMessage = defineCall({
  method: 'POST',
  path: 'messages/:courseId/',
  summary: 'Sends a message to all students of the course or privately to one (unless the course disables messaging).',
  body: SendMessageBodySchema,
  answer: SentMessageSchema,
});

export const markMessagesRead = defineCall({
  method: 'POST',
  path: 'messages/:courseId/read/',
  summary: "Marks some of the caller's messages in the course read; answers the unread count.",
  body: Type.Object(
    {
      ids: Type.Array(Type.String({ pattern: ID_PATTERN }), { minItems: 1, maxItems: 100, uniqueItems: true, errorMessage: NAME_MESSAGES }),
    },
    { errorMessage: { required: { ids: NAME_MESSAGES } } },
  ),
  answer: Type.Object({ unread: Type.Integer() }),
});

export const getMessageRecipients = defineCall({
  method: 'GET',
  path: 'messages/:courseId/recipients/',
  summary: 'The students of the course a professor may write to, by last name (staff excluded).',
  answer: Type.Object({ students: Type.Array(MessageRecipientSchema) }),
});
