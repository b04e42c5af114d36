import { BedrockAgentRuntimeClient, InvokeAgentCommand } from '@aws-sdk/client-bedrock-agent-runtime';
import type { ProviderConfig } from './ProviderSettingsStore.ts';
import { ModelFailure, type AnswerModel, type ModelRequest, type ModelUsage } from './AnswerModel.ts';

/**
 * Amazon Bedrock agents (part 3 §3 AI agent: agent_id, agent_alias_id,
 * optimised_latency) through the AWS SDK. An agent takes one input text, so
 * the rules, the persona and the passages go in it as they go to a chat
 * model; the conversation is the agent's session (our conversation id). The
 * agent's stream carries no token counts: usage is recorded as 0 tokens.
 */
export function bedrockAgentModel(config: ProviderConfig): AnswerModel {
  const client = new BedrockAgentRuntimeClient({
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.key ?? '' },
    ...(config.baseUrl ? { endpoint: config.baseUrl } : {}),
    maxAttempts: 1,
  });
  return {
    async *answer(request: ModelRequest): AsyncGenerator<string, ModelUsage> {
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
        throw new ModelFailure(`Bedrock agent: ${(error as Error).name}: ${(error as Error).message}`.slice(0, 300));
      }
      if (!response.completion) throw new ModelFailure('Bedrock agent: no answer stream.');
      const decoder = new TextDecoder();
      try {
        for await (const event of response.completion) {
          if (event.chunk?.bytes) yield decoder.decode(event.chunk.bytes, { stream: true });
        }
      } catch (error) {
        throw new ModelFailure(`Bedrock agent: ${(error as Error).name}: ${(error as Error).message}`.slice(0, 300));
      }
      return { inputTokens: 0, outputTokens: 0 };
    },
  };
}
