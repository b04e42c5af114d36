import { PRESENTATION_LINK_PATTERN } from './presentationLinks.ts';

/** The presentation component's config. Shared by server and web. */
export interface PresentationConfig {
  /** A share link (see presentationLinks.ts); the View works out the embed address. */
  url: string;
  /** Names the presentation for assistive technology and under it. */
  title?: string;
}

/** Part 2 §5 Component save (said there of the iframe; a presentation needs its link just as much). */
export const URL_REQUIRED = 'URL is required here';
export const NOT_A_PRESENTATION =
  'This link is not one we can show as a presentation: use a Google Slides, Docs, Sheets or Drive link, a Slideshare presentation or embed link, or the address of a PowerPoint, Word, Excel or PDF file.';

export const MAX_URL_LENGTH = 2000;
export const MAX_TITLE_LENGTH = 200;

export const presentationConfigSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: {
    url: {
      type: 'string',
      maxLength: MAX_URL_LENGTH,
      // Two patterns, so a blank URL gets only the "required" message and an unknown link only its own.
      allOf: [
        { pattern: '\\S', errorMessage: URL_REQUIRED },
        { pattern: PRESENTATION_LINK_PATTERN, errorMessage: NOT_A_PRESENTATION },
      ],
      errorMessage: { type: NOT_A_PRESENTATION, maxLength: `The URL is too long (at most ${MAX_URL_LENGTH} characters).` },
    },
    title: {
      type: 'string',
      maxLength: MAX_TITLE_LENGTH,
      errorMessage: { type: 'The title must be text.', maxLength: `The title is too long (at most ${MAX_TITLE_LENGTH} characters).` },
    },
  },
  errorMessage: { required: { url: URL_REQUIRED } },
} as const;
