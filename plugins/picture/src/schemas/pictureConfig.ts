import { MAX_URL_LENGTH, mediaAddressSchema, uploadedFileSchema } from '@lms/sdk';

/** The picture component's config (part 2 §3: url, alt_text; the library file it came from). Shared by server and web. */
export interface PictureConfig {
  /** An http(s) image address or the same-site address of an uploaded image (/server/media/...); empty until one is chosen. */
  url: string;
  /** The uploaded image `url` leads to, when it came from the course's library. */
  file?: string;
  alt_text?: string;
  caption?: string;
}

/** Part 2 §5 Component save. */
export const ALT_TEXT_REQUIRED = 'Alt text is required for images';
export const NOT_AN_IMAGE_ADDRESS = 'Enter the address of an image (http or https), or choose one from the library.';

export const MAX_ALT_LENGTH = 1000;
export const MAX_CAPTION_LENGTH = 2000;

const MEDIA_SEGMENT = '(?:[A-Za-z0-9_~%-]|\\.(?!\\.))+';
const IMAGE_ADDRESS = `^\\s*$|^\\s*(?:[hH][tT][tT][pP][sS]?://[^\\s/?#]+\\S*|/server/media/${MEDIA_SEGMENT}(?:/${MEDIA_SEGMENT})*)\\s*$`;

export const pictureConfigSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: {
    url: mediaAddressSchema({ pattern: IMAGE_ADDRESS, refused: NOT_AN_IMAGE_ADDRESS, maxLength: MAX_URL_LENGTH, noun: 'image' }),
    file: uploadedFileSchema('The image must be named by its 24-character id.'),
    alt_text: { type: 'string', maxLength: MAX_ALT_LENGTH, errorMessage: { type: ALT_TEXT_REQUIRED, maxLength: `Alt text is at most ${MAX_ALT_LENGTH} characters.` } },
    caption: { type: 'string', maxLength: MAX_CAPTION_LENGTH, errorMessage: { type: 'The caption must be text.', maxLength: `The caption is at most ${MAX_CAPTION_LENGTH} characters.` } },
  },
  errorMessage: { required: { url: NOT_AN_IMAGE_ADDRESS } },
} as const;
