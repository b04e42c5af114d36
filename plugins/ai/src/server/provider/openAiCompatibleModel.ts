import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import type { ProviderConfig } from './ProviderSettingsStore.ts';
import { failureKindOf, ModelFailure, type AnswerModel, type ModelRequest, type ModelUsage } from './AnswerModel.ts';

/** How long an answer may take in all before it is given up (a stalled provider). */
const ANSWER_TIMEOUT_MS = 120_000;

/**
 * Any OpenAI-compatible chat completions endpoint (hosted services, vLLM,
 * llama.cpp, Ollama) through the Vercel AI SDK: streamed, usage included.
 * No retries: a failed answer is reported at once (the student may ask again).
 */
export function openAiCompatibleModel(config: ProviderConfig): AnswerModel {
  const provider = createOpenAICompatible({ name: 'lms-ai', baseURL: config.baseUrl, apiKey: config.key ?? undefined, includeUsage: true });
  return {
    async *answer(request: ModelRequest): AsyncGenerator<string, ModelUsage> {
      const result = streamText({
        model: provider.chatModel(config.model),
        system: request.system,
        messages: request.messages,
        abortSignal: AbortSignal.any([request.signal, AbortSignal.timeout(ANSWER_TIMEOUT_MS)]),
        maxRetries: 0,
        temperature: 0.2,
        // Errors arrive as 'error' parts below; the SDK's default would also print them to the console.
        onError: () => undefined,
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') yield part.text;
        else if (part.type === 'error') throw new ModelFailure(describe(part.error), failureKindOf((part.error as { statusCode?: number }).statusCode));
        else if (part.type === 'abort') throw new ModelFailure('The answer was aborted.');
      }
      const usage = await result.usage;
      return { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 };
    },
  };
}

/** The provider's error without anything it may have echoed of the request's headers. */
function describe(error: unknown): string {
  const status = (error as { statusCode?: number }).statusCode;
  const message = error instanceof Error ? error.message : String(error);
  return `${status ? `HTTP ${status}: ` : ''}${message}`.replace(/Bearer\s+\S+/gi, 'Bearer [redacted]').slice(0, 300);
}
