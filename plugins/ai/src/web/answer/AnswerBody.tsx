import { FOUND_IN_COURSE_LABEL } from '../../calls/aiRules.ts';
import type { AnswerMode, Passage } from '../../calls/chatCalls.ts';
import { AnswerText } from './AnswerText.tsx';
import { PassageList } from './PassageList.tsx';

/**
 * One answer as the chat and the agent preview show it: the label of a quoted
 * answer (found in the course, never generated), the text with its citations,
 * a refusal set apart, and the sources.
 */
export function AnswerBody({ text, mode, passages, anchorPrefix }: { text: string; mode: AnswerMode | null; passages: readonly Passage[]; anchorPrefix: string }) {
  return (
    <div className={mode === 'refused' ? 'lms-ai-answer lms-ai-answer--refused' : 'lms-ai-answer'}>
      {mode === 'passages' && <p className="lms-ai-label">{FOUND_IN_COURSE_LABEL}</p>}
      <AnswerText text={text} mode={mode} passages={passages} anchorPrefix={anchorPrefix} />
      <PassageList passages={passages} anchorPrefix={anchorPrefix} />
    </div>
  );
}
