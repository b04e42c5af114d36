const ID = { type: 'string', pattern: '^[0-9a-f]{24}$' } as const;
const IDS = { type: 'array', maxItems: 1000, items: ID } as const;

/** POST regrade/get (part 2 §7): the sessions of some students, some sessions, or all. */
export interface RegradeGetBody {
  courseId: string;
  componentId: string;
  user_ids?: string[];
  session_ids?: string[];
}

export const regradeGetSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['courseId', 'componentId'],
  properties: { courseId: ID, componentId: ID, user_ids: IDS, session_ids: IDS },
} as const;

/** One scored response of a session: `score` null or '' is skipped; `attempted` and `max_score` are the client's copy and not read. */
export interface RegradeResponse {
  response_id: string;
  attempted?: boolean;
  score?: unknown;
  max_score?: number | string | null;
}

export interface RegradeSession {
  user_id: string;
  activity_id: string;
  session_id: string;
  responses: RegradeResponse[];
}

/** POST regrade/update (part 2 §7). */
export interface RegradeUpdateBody {
  courseId: string;
  componentId: string;
  sessions: RegradeSession[];
}

export const regradeUpdateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['courseId', 'componentId', 'sessions'],
  properties: {
    courseId: ID,
    componentId: ID,
    sessions: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['user_id', 'activity_id', 'session_id', 'responses'],
        properties: {
          user_id: ID,
          activity_id: ID,
          session_id: ID,
          responses: {
            type: 'array',
            maxItems: 500,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['response_id'],
              properties: {
                response_id: { type: 'string', minLength: 1, maxLength: 64 },
                attempted: { type: 'boolean' },
                // Anything: what is not a number in range is answered with the spec's message on `sessions`.
                score: {},
                max_score: { type: ['number', 'string', 'null'] },
              },
            },
          },
        },
      },
    },
  },
} as const;

/** POST regrade/{courseId}/{componentId} (part 2 §7). */
export interface ItemRegradeBody {
  target_item_reference: string;
  copy_item_reference: string;
}

export const itemRegradeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['target_item_reference', 'copy_item_reference'],
  properties: {
    target_item_reference: { type: 'string', minLength: 1, maxLength: 150 },
    copy_item_reference: { type: 'string', minLength: 1, maxLength: 150 },
  },
} as const;
