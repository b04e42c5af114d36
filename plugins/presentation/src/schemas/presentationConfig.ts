import { URL_REQUIRED, titleSchema, urlSchema } from '@lms/sdk';
import { PRESENTATION_LINK_PATTERN } from './presentationLinks.ts';

/** The presentation component's config. Shared by server and web. */
export interface PresentationConfig {
  /** A share link (see presentationLinks.ts); the View works out the embed address. */
  url: string;
  /** Names the presentation for assistive technology and under it. */
  title?: string;
}

export const NOT_A_PRESENTATION =
  'This link is not one we can show as a presentation: use a Google Slides, Docs, Sheets or Drive link, a Slideshare presentation or embed link, or the address of a PowerPoint, Word, Excel or PDF file.';

export const presentationConfigSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: {
    url: urlSchema({ pattern: PRESENTATION_LINK_PATTERN, invalid: NOT_A_PRESENTATION }),
    title: titleSchema(),
  },
  errorMessage: { required: { url: URL_REQUIRED } },
} as const;
