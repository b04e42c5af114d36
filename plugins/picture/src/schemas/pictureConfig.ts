import { MAX_URL_LENGTH, mediaAddressSchema, uploadedFileSchema } from '@lms/sdk';
import { Type, type Static } from '@lms/sdk/calls';

/** Part 2 §5 Component save. */
export const ALT_TEXT_REQUIRED = 'Alt text is required for images';
export const NOT_AN_IMAGE_ADDRESS = 'Enter the address of an image (http or https), or choose one from the library.';

export const MAX_ALT_LENGTH = 1000;
export const MAX_CAPTION_LENGTH = 2000;

const MEDIA_SEGMENT = '(?:[A-Za-z0-9_~%-]|\\.(?!\\.))+';
const IMAGE_ADDRESS = `^\\s*$|^\\s*(?:[hH][tT][tT][pP][sS]?://[^\\s/?#]+\\S*|/server/media/${MEDIA_SEGMENT}(?:/${MEDIA_SEGMENT})*)\\s*$`;

/** The picture component's config (part 2 §3: url, alt_text; the library file it came from). Shared by server and web. */
export const pictureConfigSchema = Type.Object(
  {
    /** An http(s) image address or the same-site address of an uploaded image (/server/media/...); empty until one is chosen. */
    url: mediaAddressSchema({ pattern: IMAGE_ADDRESS, refused: NOT_AN_IMAGE_ADDRESS, maxLength: MAX_URL_LENGTH, noun: 'image' }),
    /** The uploaded image `url` leads to, when it came from the course's library. */
    file: Type.Optional(uploadedFileSchema('The image must be named by its 24-character id.')),
    alt_text: Type.Optional(Type.String({ maxLength: MAX_ALT_LENGTH, errorMessage: { type: ALT_TEXT_REQUIRED, maxLength: `Alt text is at most ${MAX_ALT_LENGTH} characters.` } })),
    caption: Type.Optional(Type.String({ maxLength: MAX_CAPTION_LENGTH, errorMessage: { type: 'The caption must be text.', maxLength: `The caption is at most ${MAX_CAPTION_LENGTH} characters.` } })),
  },
  { additionalProperties: false, errorMessage: { required: { url: NOT_AN_IMAGE_ADDRESS } } },
);

export type PictureConfig = Static<typeof pictureConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    picture: PictureConfig;
  }
}
