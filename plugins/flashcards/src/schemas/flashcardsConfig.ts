import { MAX_URL_LENGTH, mediaAddressSchema } from '@lms/sdk';
import { Type, type Static } from '@lms/sdk/calls';
import { subtitleTrackSchema, type SubtitleTrack } from '@lms/sdk/subtitles';

export const MAX_CARD_TEXT_LENGTH = 2000;
export const MAX_CARDS_PER_DECK = 1000;
export const MAX_CARD_SUBTITLES = 10;
export const CARD_ID_PATTERN = '^[0-9a-f]{24}$';

export const CARD_MEDIA_TYPES = ['image', 'audio', 'video'] as const;
export type CardMediaType = (typeof CARD_MEDIA_TYPES)[number];

export const MEDIA_ADDRESS_REFUSED = 'Enter the address of a file (https), or choose one from the library.';
const MEDIA_SEGMENT = '(?:[A-Za-z0-9_~%-]|\\.(?!\\.))+';
const MEDIA_ADDRESS = `^(?:[hH][tT][tT][pP][sS]://[^\\s/?#]+\\S*|/server/media/${MEDIA_SEGMENT}(?:/${MEDIA_SEGMENT})*)$`;

const cardText = (side: string) =>
  Type.String({ maxLength: MAX_CARD_TEXT_LENGTH, errorMessage: { type: `The ${side} text must be text.`, maxLength: `The ${side} text is at most ${MAX_CARD_TEXT_LENGTH} characters.` } });

/** Part 2 §3: a side's media {url, extension, type (video, image, audio), subtitles_array}; alt text for images is ours. */
export const cardMediaSchema = Type.Object(
  {
    url: mediaAddressSchema({ pattern: MEDIA_ADDRESS, refused: MEDIA_ADDRESS_REFUSED, maxLength: MAX_URL_LENGTH, noun: 'media' }),
    extension: Type.String({ maxLength: 10, pattern: '^[a-z0-9]*$', errorMessage: 'The extension is a few lowercase letters or digits.' }),
    type: Type.Unsafe<CardMediaType>({ type: 'string', enum: [...CARD_MEDIA_TYPES], errorMessage: 'The media type is image, audio or video.' }),
    alt_text: Type.Optional(Type.String({ maxLength: 1000, errorMessage: { type: 'Alt text must be text.', maxLength: 'Alt text is at most 1000 characters.' } })),
    subtitles_array: Type.Optional(
      Type.Array(Type.Unsafe<SubtitleTrack>(subtitleTrackSchema('video', 'subtitle')), {
        maxItems: MAX_CARD_SUBTITLES,
        errorMessage: { type: 'The subtitle files must be a list.', maxItems: `A video has at most ${MAX_CARD_SUBTITLES} subtitle files.` },
      }),
    ),
  },
  { additionalProperties: false },
);
export type CardMedia = Static<typeof cardMediaSchema>;

/** Part 2 §3 Flashcard: _id, frontText, backText, flipped, front/back media. */
export const flashcardSchema = Type.Object(
  {
    _id: Type.String({ pattern: CARD_ID_PATTERN, errorMessage: 'Each card needs its 24-character id.' }),
    frontText: cardText('front'),
    backText: cardText('back'),
    /** The card starts with its back side up. */
    flipped: Type.Optional(Type.Boolean({ errorMessage: 'Flipped is true or false.' })),
    front: Type.Optional(cardMediaSchema),
    back: Type.Optional(cardMediaSchema),
  },
  { additionalProperties: false },
);
export type Flashcard = Static<typeof flashcardSchema>;

/** The flashcards component's config: the course deck (part 2 §3 Component: flashcards). Shared by server and web. */
export const flashcardsConfigSchema = Type.Object(
  {
    flashcards: Type.Array(flashcardSchema, {
      maxItems: MAX_CARDS_PER_DECK,
      errorMessage: { type: 'The cards must be a list.', maxItems: `A deck has at most ${MAX_CARDS_PER_DECK} cards.` },
    }),
  },
  { additionalProperties: false },
);
export type FlashcardsConfig = Static<typeof flashcardsConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    flashcards: FlashcardsConfig;
  }
}
