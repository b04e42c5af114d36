import { URL_REQUIRED, heightSchema, titleSchema, urlSchema } from '@lms/sdk';
import { Type, type Static } from '@lms/sdk/calls';

export const MIN_HEIGHT = 100;
export const MAX_HEIGHT = 4000;
/** The frame's height until (or unless) its page tells a better one. */
export const DEFAULT_HEIGHT = 600;
/** Part 2 §5: grade inputs are capped at 999 by default. */
export const MAX_SCORE_CAP = 999;

/** The iframe component's config (part 2 §3 Iframe). Shared by server and web. */
export const iframeConfigSchema = Type.Object(
  {
    url: urlSchema(),
    /** Names the embedded page for assistive technology and under the frame. */
    title: Type.Optional(titleSchema()),
    /** Pixels; the frame's height when the page cannot tell its own. */
    height: Type.Optional(heightSchema(MIN_HEIGHT, MAX_HEIGHT)),
    /** An LTI tool provider (part 2 §3); launching it is the LTI plugin's business. */
    tool_provider_id: Type.Optional(
      Type.String({
        pattern: '^[0-9a-f]{24}$',
        errorMessage: 'The tool provider id must be 24 hexadecimal characters.',
      }),
    ),
    lti_config: Type.Optional(
      Type.Object(
        {
          graded: Type.Boolean({ errorMessage: 'Graded must be true or false.' }),
          max_score: Type.Number({
            minimum: 0,
            maximum: MAX_SCORE_CAP,
            errorMessage: `The max score must be a number from 0 to ${MAX_SCORE_CAP}.`,
          }),
        },
        {
          additionalProperties: false,
          errorMessage: { required: { graded: 'Graded must be true or false.', max_score: `The max score must be a number from 0 to ${MAX_SCORE_CAP}.` } },
        },
      ),
    ),
  },
  { additionalProperties: false, errorMessage: { required: { url: URL_REQUIRED } } },
);

export type IframeConfig = Static<typeof iframeConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    iframe: IframeConfig;
  }
}
