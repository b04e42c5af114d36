import { LmsError, type FieldError } from '@lms/contract/errors/LmsError.ts';
import {
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_POST_MAX_LENGTH as POST_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH as TITLE_MAX_LENGTH,
  type PostAnnouncementBody,
} from '@lms/contract/calls/announcementCalls.ts';
import { characterCount, normalisePlainText } from '../messages/messageText.ts';

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
