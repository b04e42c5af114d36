import { Type, type Static } from '@lms/sdk/calls';

/** 512 KiB of markup is far beyond any page a person reads; it bounds the work of sanitising. */
export const MAX_HTML_LENGTH = 512 * 1024;

export const htmlConfigSchema = Type.Object(
  {
    html: Type.String({
      maxLength: MAX_HTML_LENGTH,
      errorMessage: { type: 'The HTML content must be text.', maxLength: 'The HTML content is too long (at most 512 KiB).' },
    }),
  },
  { additionalProperties: false },
);

/** The html component's config: one sanitised HTML fragment. Shared by server and web. */
export type HtmlConfig = Static<typeof htmlConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    html: HtmlConfig;
  }
}
