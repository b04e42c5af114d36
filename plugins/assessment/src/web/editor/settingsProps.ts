import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';

/** What each section of the assessment editor gets: the config, a way to change part of it, the last save's messages by field. */
export interface SettingsProps {
  value: AssessmentConfig;
  set(patch: Partial<AssessmentConfig>): void;
  errors: Record<string, string>;
}
