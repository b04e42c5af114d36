import { useState } from 'react';
import { GRADING_MESSAGES } from './gradingMessages.ts';
import type { GradingCalls } from './gradingApi.ts';
import { failedScoresMessage, readScoreDrafts, savedScoresMessage, type ScoreDrafts, type ScoreSlot } from './scoreDrafts.ts';
import type { Outcome } from './StatusMessage.tsx';

/**
 * Saves typed scores through regrade/update with part 2 §8's messages: the
 * range message before any call, 'No score changed' when nothing was typed
 * or the server changed nothing. `onChanged` runs after scores changed.
 */
export function useScoreSaving(calls: Pick<GradingCalls, 'saveScores'>, onChanged: () => void) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (slots: readonly ScoreSlot[], drafts: ScoreDrafts) => {
    const reading = readScoreDrafts(slots, drafts);
    if (!reading.ok) return setOutcome({ failed: true, message: reading.message });
    if (reading.sessions.length === 0) return setOutcome({ failed: false, message: GRADING_MESSAGES.noScoreChanged });
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await calls.saveScores(reading.sessions);
      setOutcome({ failed: false, message: savedScoresMessage(answer) });
      if (answer.changed > 0) onChanged();
    } catch (error) {
      setOutcome({ failed: true, message: failedScoresMessage(error) });
    } finally {
      setSaving(false);
    }
  };
  return { outcome, saving, save };
}
