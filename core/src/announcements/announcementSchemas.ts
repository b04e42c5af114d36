import { jsonSchema } from '../contract/jsonSchema.ts';
import { LmsError, type FieldError } from '../errors/LmsError.ts';
import { characterCount, normalisePlainText } from '../messages/messageText.ts';
import { AUDIENCES, type Audience } from './announcementAudiences.ts';

export const TITLE_MAX_LENGTH = 200;
export const POST_MAX_LENGTH = 5000;

export const ANNOUNCEMENT_MESSAGES = {
  audience: 'Choose who the announcement is for.',
  titleEmpty: 'Please enter a title.',
  titleTooLong: `A title can be at most ${TITLE_MAX_LENGTH} characters.`,
  postEmpty: 'Please write the announcement.',
  postTooLong: `An announcement can be at most ${POST_MAX_LENGTH} characters.`,
} as const;

export interface PostAnnouncementBody {
  audience: Audience;
  title: string;
  post: string;
}

export const postAnnouncementSchema = jsonSchema<PostAnnouncementBody>({
  type: 'object',
  required: ['audience', 'title', 'post'],
  properties: {
    audience: { enum: [...AUDIENCES], errorMessage: ANNOUNCEMENT_MESSAGES.audience },
    // Lengths are checked on the trimmed text (cleanAnnouncement); these caps only bound the work.
    title: { type: 'string', titleText: true, maxLength: 2000, errorMessage: { type: ANNOUNCEMENT_MESSAGES.titleEmpty, maxLength: ANNOUNCEMENT_MESSAGES.titleTooLong } },
    post: { type: 'string', maxLength: 20000, errorMessage: { type: ANNOUNCEMENT_MESSAGES.postEmpty, maxLength: ANNOUNCEMENT_MESSAGES.postTooLong } },
  },
  errorMessage: {
    required: { audience: ANNOUNCEMENT_MESSAGES.audience, title: ANNOUNCEMENT_MESSAGES.titleEmpty, post: ANNOUNCEMENT_MESSAGES.postEmpty },
  },
});

/** Title and post as plain text, trimmed (title on one line); every failing field in one 422. */
export function cleanAnnouncement(body: PostAnnouncementBody): PostAnnouncementBody {
  const title = normalisePlainText(body.title).replace(/\s*\n\s*/g, ' ');
  const post = normalisePlainText(body.post);
  const fields: FieldError[] = [];
  if (!title) fields.push({ field: 'title', message: ANNOUNCEMENT_MESSAGES.titleEmpty });
  else if (characterCount(title) > TITLE_MAX_LENGTH) fields.push({ field: 'title', message: ANNOUNCEMENT_MESSAGES.titleTooLong });
  if (!post) fields.push({ field: 'post', message: ANNOUNCEMENT_MESSAGES.postEmpty });
  else if (characterCount(post) > POST_MAX_LENGTH) fields.push({ field: 'post', message: ANNOUNCEMENT_MESSAGES.postTooLong });
  if (fields.length) throw LmsError.validation(fields);
  return { audience: body.audience, title, post };
}
