import { URL_REQUIRED, heightSchema, titleSchema, urlSchema } from '@lms/sdk';

/** The iframe component's config (part 2 §3 Iframe). Shared by server and web. */
export interface IframeConfig {
  url: string;
  /** Names the embedded page for assistive technology and under the frame. */
  title?: string;
  /** Pixels; the frame's height when the page cannot tell its own. */
  height?: number;
  /** An LTI tool provider (part 2 §3); launching it is the LTI plugin's business. */
  tool_provider_id?: string;
  lti_config?: { graded: boolean; max_score: number };
}

export const MIN_HEIGHT = 100;
export const MAX_HEIGHT = 4000;
/** The frame's height until (or unless) its page tells a better one. */
export const DEFAULT_HEIGHT = 600;
/** Part 2 §5: grade inputs are capped at 999 by default. */
export const MAX_SCORE_CAP = 999;

export const iframeConfigSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: {
    url: urlSchema(),
    title: titleSchema(),
    height: heightSchema(MIN_HEIGHT, MAX_HEIGHT),
    tool_provider_id: {
      type: 'string',
      pattern: '^[0-9a-f]{24}$',
      errorMessage: 'The tool provider id must be 24 hexadecimal characters.',
    },
    lti_config: {
      type: 'object',
      required: ['graded', 'max_score'],
      additionalProperties: false,
      properties: {
        graded: { type: 'boolean', errorMessage: 'Graded must be true or false.' },
        max_score: {
          type: 'number',
          minimum: 0,
          maximum: MAX_SCORE_CAP,
          errorMessage: `The max score must be a number from 0 to ${MAX_SCORE_CAP}.`,
        },
      },
      errorMessage: { required: { graded: 'Graded must be true or false.', max_score: `The max score must be a number from 0 to ${MAX_SCORE_CAP}.` } },
    },
  },
  errorMessage: { required: { url: URL_REQUIRED } },
} as const;
