import { jsonSchema } from '../contract/jsonSchema.ts';
import { ID_PATTERN } from '../ids/newId.ts';
import { MESSAGE_TEXT_MESSAGES } from './messageText.ts';

/** `to`: 'all' (every student of the course now) or one student's id. */
export interface SendMessageBody {
  to: string;
  text: string;
}

const CHOOSE_RECIPIENT = 'Choose all students or one student.';

export const sendMessageSchema = jsonSchema<SendMessageBody>({
  type: 'object',
  required: ['to', 'text'],
  properties: {
    to: { type: 'string', pattern: `^(all|[0-9a-f]{24})$`, errorMessage: CHOOSE_RECIPIENT },
    // The length rule is checked on the trimmed text (messageText.ts); this cap only bounds the work.
    text: { type: 'string', maxLength: 20000, errorMessage: { type: MESSAGE_TEXT_MESSAGES.empty, maxLength: MESSAGE_TEXT_MESSAGES.tooLong } },
  },
  errorMessage: { required: { to: CHOOSE_RECIPIENT, text: MESSAGE_TEXT_MESSAGES.empty } },
});

export const markReadSchema = jsonSchema<{ ids: string[] }>({
  type: 'object',
  required: ['ids'],
  properties: {
    ids: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      items: { type: 'string', pattern: ID_PATTERN },
      errorMessage: 'Name 1 to 100 different messages.',
    },
  },
  errorMessage: { required: { ids: 'Name 1 to 100 different messages.' } },
});
