import { NOT_A_PRESENTATION } from '../schemas/presentationConfig.ts';
import { recognisePresentation } from '../schemas/presentationLinks.ts';

export interface LinkStatus {
  recognised: boolean;
  message: string;
}

/** A Slideshare page whose address lacks the presentation's number (/user/title): only its embed link can be shown. */
const SLIDESHARE_PAGE = /^https?:\/\/(?:[a-z]{1,3}\.)?slideshare\.net\//i;

/** What the editor tells the author about the link as they type it; null while it is blank. */
export function linkStatus(url: string): LinkStatus | null {
  if (url.trim() === '') return null;
  const embed = recognisePresentation(url);
  if (embed) return { recognised: true, message: `Recognised: ${embed.label}.` };
  if (SLIDESHARE_PAGE.test(url.trim())) {
    return {
      recognised: false,
      message: "This Slideshare address does not carry the presentation's number. On Slideshare, choose Share, then Embed, and paste the address from the embed code (…/slideshow/embed_code/key/…).",
    };
  }
  return { recognised: false, message: NOT_A_PRESENTATION };
}
