import { defineErrnos } from '@lms/sdk';
import { AI_DISABLED, COST_CAP_REACHED, MESSAGE_CAP_REACHED, PROVIDER_BUSY, PROVIDER_FAILED, PROVIDER_REFUSED } from '../calls/aiRules.ts';

export const AI_ERRNOS = defineErrnos({
  'ai-disabled': { status: 403, message: AI_DISABLED },
  'ai-message-cap': { status: 429, message: MESSAGE_CAP_REACHED },
  'ai-cost-cap': { status: 429, message: COST_CAP_REACHED },
  'ai-agent-in-use': { status: 409, message: 'This agent is used by a course: choose another agent there first.' },
  'ai-unknown-agent': { status: 422, message: 'No agent has this alias id.' },
  'ai-unknown-source': { status: 422, message: 'No source has this uuid.' },
  'ai-unknown-persona': { status: 422, message: 'No persona has this id.' },
  'ai-source-file': { status: 422, message: 'Upload a PDF, EPUB or text file.' },
  'ai-provider-failed': { status: 502, message: PROVIDER_FAILED },
  'ai-provider-refused': { status: 502, message: PROVIDER_REFUSED },
  'ai-provider-busy': { status: 503, message: PROVIDER_BUSY },
});
