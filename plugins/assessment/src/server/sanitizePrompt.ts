import { sanitizeCourseHtmlCapped } from '@lms/sdk';
import { MAX_PROMPT_LENGTH } from '../schemas/itemBody.ts';

/**
 * A question's text keeps what course HTML may (plugins/html): structure, lists, tables, links, images and code.
 * Long text is sanitised off the event loop; made safe, it must still fit the prompt's cap (422 on prompt).
 */
export async function sanitizePrompt(html: string): Promise<string> {
  return (await sanitizeCourseHtmlCapped(html, { maxLength: MAX_PROMPT_LENGTH, field: 'prompt' }, 'questionPrompt')).trim();
}
