import { BedrockAgentRuntimeClient, InvokeAgentCommand } from '@aws-sdk/client-bedrock-agent-runtime';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { ProviderConfig } from './ProviderSettingsStore.ts';
import { failureKindOf, ModelFailure, type AnswerModel, type ModelFailureKind, type ModelRequest, type ModelUsage } from './AnswerModel.ts';

/** A connection not made in this time is given up; an answer silent this long too. */
const CONNECT_TIMEOUT_MS = 10_000;
const SILENCE_TIMEOUT_MS = 120_000;

/**
 * Amazon Bedrock agents (part 3 §3 AI agent: agent_id, agent_alias_id,
 * optimised_latency) through the AWS SDK. An agent takes one input text, so
 * the rules, the persona and the passages go in it as they go to a chat
 * model; the conversation is the agent's session (our conversation id). The
 * agent's stream carries no token counts: usage is recorded as 0 tokens.
 *
 * HTTP/1.1 (NodeHttpHandler) rather than the client's default HTTP/2:
 * InvokeAgent answers over HTTP/1.1 too (boto3 knows no other), and
 * HTTP/1.1 is what an egress proxy or an `http://` endpoint override speaks
 * (HTTP/2 there fails with "Protocol error"). One client per answer,
 * destroyed at its end, so no socket outlives it.
 */
export function bedrockAgentModel(config: ProviderConfig): AnswerModel {
  return {
    async *answer(request: ModelRequest): AsyncGenerator<string, ModelUsage> {
      const client = new BedrockAgentRuntimeClient({
        region: config.region,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.key ?? '' },
        ...(config.baseUrl ? { endpoint: config.baseUrl } : {}),
        requestHandler: new NodeHttpHandler({ connectionTimeout: CONNECT_TIMEOUT_MS, socketTimeout: SILENCE_TIMEOUT_MS }),
        maxAttempts: 1,
      });
      try {
        const last = request.messages.at(-1)?.content ?? '';
        let response;
        try {
          response = await client.send(
            new InvokeAgentCommand({
              agentId: request.agent.agentId,
              agentAliasId: request.agent.aliasId,
              sessionId: request.agent.sessionId,
              inputText: `${request.system}\n\n${last}`,
              streamingConfigurations: { streamFinalResponse: true },
              ...(request.optimisedLatency ? { bedrockModelConfigurations: { performanceConfig: { latency: 'optimized' as const } } } : {}),
            }),
            { abortSignal: request.signal },
          );
        } catch (error) {
          throw failure(error);
        }
        if (!response.completion) throw new ModelFailure('Bedrock agent: no answer stream.');
        const decoder = new TextDecoder();
        try {
          for await (const event of response.completion) {
            if (event.chunk?.bytes) yield decoder.decode(event.chunk.bytes, { stream: true });
          }
        } catch (error) {
          // An exception event mid-stream (throttlingException...) arrives here as the SDK's modelled error.
          throw failure(error);
        }
        return { inputTokens: 0, outputTokens: 0 };
      } finally {
        client.destroy();
      }
    },
  };
}

/** An AWS error as a ModelFailure: its name and message for the log (the SDK's errors carry neither headers nor keys), its kind from the status or the name. */
function failure(error: unknown): ModelFailure {
  const { name, message, $metadata } = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const type = name ?? 'Error';
  return new ModelFailure(`Bedrock agent: ${type}: ${message ?? ''}`.slice(0, 300), kindOf(type, $metadata?.httpStatusCode));
}

function kindOf(type: string, status: number | undefined): ModelFailureKind {
  if (type === 'AccessDeniedException') return 'refused';
  if (type === 'ThrottlingException') return 'busy';
  return failureKindOf(status);
}
