import { useEffect, useRef, useState } from 'react';
import { END_STEP } from '../../../schemas/assessmentConfig.ts';
import { CheckAnswer } from '../CheckAnswer.tsx';
import { ConfidenceChoice } from '../ConfidenceChoice.tsx';
import { takerMessage } from '../deliveryMessages.ts';
import type { FlowProps } from '../flowProps.ts';
import { HintBox } from '../HintBox.tsx';
import { inlineCheckAvailable } from '../inlineCheck.ts';
import { ItemInput } from '../items/ItemInput.tsx';
import { Button } from '@lms/sdk/web';
import { asksNothing } from '../ItemResultMark.tsx';

/** Ours: Next waits for the answer to be saved. */
const NOT_SAVED = 'Your answer is not saved yet: try Next again in a moment.';

const points = (value: number) => `${value} ${value === 1 ? 'point' : 'points'}`;

/**
 * A branching quiz (part 2 §3 "adaptive"): one Question at a time, with no
 * going back. Next saves the answer and asks the server where it leads
 * (attempt/next/): another Question, or the end, where the student submits.
 * The server keeps the path, so a re-opened attempt goes on where it stood.
 */
export default function BranchingAttempt({ courseId, config, attempt, onSubmitted }: FlowProps) {
  const running = attempt.attempt!;
  // As on the server, a path not written yet starts at the first Question.
  const path = running.path ?? running.items.slice(0, 1).map((first) => first.id);
  const ended = path.at(-1) === END_STEP;
  const item = ended ? undefined : running.items.find((candidate) => candidate.id === path.at(-1));
  const number = path.filter((step) => step !== END_STEP).length;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Focus follows the Question shown, except on the first screen.
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [number, ended]);

  const goOn = async (itemId: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      // The server scores the saved answer: it must be saved first (the save state says why it is not).
      if (!(await attempt.flush())) return setProblem(NOT_SAVED);
      await attempt.api.next(itemId);
      await attempt.refresh();
    } catch (error) {
      setProblem(takerMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const finish = async () => {
    const result = await attempt.submit();
    if (result) onSubmitted(result);
  };

  const failure = problem && (
    <p role="alert" className="lms-attempt__problem">
      {problem}
    </p>
  );

  if (!item) {
    return (
      <section className="lms-attempt-confirm" aria-labelledby="lms-branching-end-heading">
        <h3 id="lms-branching-end-heading" ref={heading} tabIndex={-1}>
          You reached the end of the quiz
        </h3>
        <p>{number === 1 ? 'You answered 1 Question.' : `You answered ${number} Questions.`} Submit to hand them in.</p>
        <div className="lms-attempt__actions">
          <Button variant="primary" disabled={attempt.submitting} onClick={() => void finish()}>
            Submit
          </Button>
        </div>
        {failure}
      </section>
    );
  }

  const ids = `attempt-${item.id}`;
  return (
    <div className="lms-attempt__body">
      <section className="lms-attempt-question" aria-labelledby={`${ids}-heading`}>
        <h3 id={`${ids}-heading`} ref={heading} tabIndex={-1}>
          Question {number}
        </h3>
        <p className="lms-attempt-question__points">{points(item.points)}</p>
        <ItemInput key={item.id} item={item} response={attempt.responses[item.id]} onChange={(response) => attempt.setResponse(item.id, response)} idPrefix={ids} courseId={courseId} />
        {config.confidence && <ConfidenceChoice attempt={attempt} itemId={item.id} ids={ids} />}
        {(item.hints_total ?? 0) > 0 && <HintBox attempt={attempt} itemId={item.id} total={item.hints_total!} />}
        {inlineCheckAvailable(config, attempt.serverNow()) && !asksNothing(item) && <CheckAnswer key={item.id} attempt={attempt} itemId={item.id} />}
      </section>
      <p className="lms-field-hint">Your answer decides the next Question; you cannot come back to this one.</p>
      <div className="lms-attempt__actions">
        <Button variant="primary" disabled={busy} onClick={() => void goOn(item.id)}>
          Next
        </Button>
      </div>
      {failure}
    </div>
  );
}
