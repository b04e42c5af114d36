import { URL_REQUIRED, titleSchema, urlSchema } from '@lms/sdk';
import { Type, type Static } from '@lms/sdk/calls';
import { PRESENTATION_LINK_PATTERN } from './presentationLinks.ts';

export const NOT_A_PRESENTATION =
  'This link is not one we can show as a presentation: use a Google Slides, Docs, Sheets or Drive link, a Slideshare presentation or embed link, or the address of a PowerPoint, Word, Excel or PDF file.';

/** The presentation component's config. Shared by server and web. */
export const presentationConfigSchema = Type.Object(
  {
    /** A share link (see presentationLinks.ts); the View works out the embed address. */
    url: urlSchema({ pattern: PRESENTATION_LINK_PATTERN, invalid: NOT_A_PRESENTATION }),
    /** Names the presentation for assistive technology and under it. */
    title: Type.Optional(titleSchema()),
  },
  { additionalProperties: false, errorMessage: { required: { url: URL_REQUIRED } } },
);

export type PresentationConfig = Static<typeof presentationConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    presentation: PresentationConfig;
  }
}
