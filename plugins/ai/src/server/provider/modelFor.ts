import type { ProviderConfig } from './ProviderSettingsStore.ts';
import type { AnswerModel } from './AnswerModel.ts';
import { openAiCompatibleModel } from './openAiCompatibleModel.ts';
import { bedrockAgentModel } from './bedrockAgentModel.ts';

/** The provider port's adapter for the configured kind. */
export function modelFor(config: ProviderConfig): AnswerModel {
  return config.kind === 'openai-compatible' ? openAiCompatibleModel(config) : bedrockAgentModel(config);
}
