/** The html component's config: one sanitised HTML fragment. Shared by server and web. */
export interface HtmlConfig {
  html: string;
}

/** 512 KiB of markup is far beyond any page a person reads; it bounds the work of sanitising. */
export const MAX_HTML_LENGTH = 512 * 1024;

export const htmlConfigSchema = {
  type: 'object',
  required: ['html'],
  additionalProperties: false,
  properties: {
    html: {
      type: 'string',
      maxLength: MAX_HTML_LENGTH,
      errorMessage: { type: 'The HTML content must be text.', maxLength: 'The HTML content is too long (at most 512 KiB).' },
    },
  },
} as const;
