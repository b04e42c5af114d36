import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embedMany } from 'ai';
import type { ProviderConfig } from './ProviderSettingsStore.ts';
import { ModelFailure } from './AnswerModel.ts';

/** How long one batch of embeddings may take before it is given up. */
const EMBEDDING_TIMEOUT_MS = 60_000;

/** The provider's embeddings: what a text is as a vector, and which model made it (vectors of two models never compare). */
export interface EmbeddingModel {
  model: string;
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
}

/**
 * The OpenAI-compatible embeddings endpoint of the configured provider, through
 * the Vercel AI SDK's `embedMany`, when it names an embedding model; null
 * otherwise (no provider, a Bedrock agent, or no embedding model): retrieval
 * is then full text alone. No retries: the source job retries as a whole, and
 * a question falls back to full text.
 */
export function embeddingModel(config: ProviderConfig | null): EmbeddingModel | null {
  if (config?.kind !== 'openai-compatible' || !config.embeddingModel) return null;
  const provider = createOpenAICompatible({ name: 'lms-ai', baseURL: config.baseUrl, apiKey: config.key ?? undefined });
  const model = provider.embeddingModel(config.embeddingModel);
  return {
    model: config.embeddingModel,
    async embed(texts, signal) {
      try {
        const timeout = AbortSignal.timeout(EMBEDDING_TIMEOUT_MS);
        const { embeddings } = await embedMany({ model, values: [...texts], maxRetries: 0, abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout });
        return embeddings;
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        throw new ModelFailure(`Embeddings failed: ${status ? `HTTP ${status}: ` : ''}${(error as Error).message}`.replace(/Bearer\s+\S+/gi, 'Bearer [redacted]').slice(0, 300));
      }
    },
  };
}
