/** Bodies of the board and comment calls. */

/** 64 KiB of markup is far more than any post; it bounds the work of sanitising. */
export const MAX_MESSAGE_LENGTH = 64 * 1024;

/** A page of this site (`/{courseId}/{lessonId}/{pageId}`) that mails link back to. */
const APP_PATH = '^/[0-9a-f]{24}(/[0-9a-f]{24}){0,3}$';

const message = {
  type: 'string',
  maxLength: MAX_MESSAGE_LENGTH,
  errorMessage: { type: 'The message must be text.', maxLength: 'This message is too long.' },
} as const;

export interface NewPostBody {
  message: string;
  parent_id?: string | null;
  location?: string;
}

export const newPostSchema = {
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: {
    message,
    parent_id: { type: ['string', 'null'], pattern: '^[0-9a-f]{24}$' },
    location: { type: 'string', pattern: APP_PATH },
  },
} as const;

export interface EditPostBody {
  message: string;
  location?: string;
}

export const editPostSchema = {
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: { message, location: { type: 'string', pattern: APP_PATH } },
} as const;

export interface CommentSettingsBody {
  enabled: boolean;
  close_date: string | null;
}

export const commentSettingsSchema = {
  type: 'object',
  required: ['enabled', 'close_date'],
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    close_date: { type: ['string', 'null'], format: 'date-time', errorMessage: { format: 'Enter a date and time, or leave it empty.' } },
  },
} as const;
