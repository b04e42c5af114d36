import type { Logger } from '@lms/sdk';
import type { ProviderSettingsStore } from '../provider/ProviderSettingsStore.ts';
import { embeddingModel } from '../provider/embeddingModel.ts';

/** A question as a vector, and the model that made it. */
export interface QuestionVector {
  model: string;
  vector: number[];
}

/**
 * The question's vector for retrieval, when the provider offers embeddings;
 * null otherwise, and when the provider fails (logged): the answer then rests
 * on full text alone rather than failing.
 */
export class QuestionEmbedder {
  constructor(
    private readonly provider: ProviderSettingsStore,
    private readonly log: Logger,
  ) {}

  async vector(question: string): Promise<QuestionVector | null> {
    const model = embeddingModel(await this.provider.config());
    if (!model) return null;
    try {
      const [vector] = await model.embed([question]);
      return vector ? { model: model.model, vector } : null;
    } catch (error) {
      this.log.warn({ reason: (error as Error).message }, 'AI question embedding failed; full text alone');
      return null;
    }
  }
}
