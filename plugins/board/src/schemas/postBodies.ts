import { ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { nullableString } from '@lms/sdk/calls';

/** Bodies of the board and comment calls. */

/** 64 KiB of markup is far more than any post; it bounds the work of sanitising. */
export const MAX_MESSAGE_LENGTH = 64 * 1024;

/** A page of this site (`/{courseId}/{lessonId}/{pageId}`) that mails link back to. */
const APP_PATH = '^/[0-9a-f]{24}(/[0-9a-f]{24}){0,3}$';

const message = () =>
  Type.String({ maxLength: MAX_MESSAGE_LENGTH, errorMessage: { type: 'The message must be text.', maxLength: 'This message is too long.' } });
const location = () => Type.Optional(Type.String({ pattern: APP_PATH }));

export const newPostSchema = Type.Object(
  {
    message: message(),
    parent_id: Type.Optional(nullableString({ pattern: ID_PATTERN })),
    location: location(),
  },
  { additionalProperties: false },
);
export type NewPostBody = Static<typeof newPostSchema>;

export const editPostSchema = Type.Object({ message: message(), location: location() }, { additionalProperties: false });
export type EditPostBody = Static<typeof editPostSchema>;

/** The comments setting of a component (the spec's comments_comp): the body that sets it and what reads answer. */
export const commentSettingsSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    close_date: nullableString({ format: 'date-time', errorMessage: { format: 'Enter a date and time, or leave it empty.' } }),
  },
  { additionalProperties: false },
);
export type CommentSettings = Static<typeof commentSettingsSchema>;
