/** What a provider counted for one answer. */
export interface ModelUsage {
  inputTokens: number;
  outputTokens: number;
}

/** One request to a model: the rules and persona (system), the conversation so far and the question with its passages (last user message). */
export interface ModelRequest {
  system: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  /** Aborted when the asker goes away: the provider call stops. */
  signal: AbortSignal;
  /** The agent's latency preference (part 3 §3 optimised_latency). */
  optimisedLatency: boolean;
  /** The agent (Bedrock: its agent id and alias id; a session per conversation). */
  agent: { agentId: string; aliasId: string; sessionId: string };
}

/**
 * The provider port (issue 27 item 1): the answer's text as it is written,
 * piece by piece, then what it cost. Throws ModelFailure when the provider
 * fails; nothing else of the provider leaks out.
 */
export interface AnswerModel {
  answer(request: ModelRequest): AsyncGenerator<string, ModelUsage>;
}

/**
 * How a provider failed, as the asker is told: `refused` (HTTP 403: the
 * credentials or the agent are not allowed, an administrator must act),
 * `busy` (HTTP 429: throttled, try again soon), `failed` (anything else).
 */
export type ModelFailureKind = 'failed' | 'refused' | 'busy';

/** The errno (aiErrnos.ts) the asker gets for each kind of failure. */
export const FAILURE_ERRNOS = { failed: 'ai-provider-failed', refused: 'ai-provider-refused', busy: 'ai-provider-busy' } as const satisfies Record<ModelFailureKind, string>;

/** The provider failed (unreachable, refused, broke off): the message is for the log, never the key. */
export class ModelFailure extends Error {
  constructor(
    message: string,
    readonly kind: ModelFailureKind = 'failed',
  ) {
    super(message);
  }
}

/** The failure kind of an HTTP status a provider answered. */
export function failureKindOf(status: number | undefined): ModelFailureKind {
  return status === 403 ? 'refused' : status === 429 ? 'busy' : 'failed';
}
