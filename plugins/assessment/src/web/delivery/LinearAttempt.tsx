import { useEffect, useRef, useState } from 'react';
import { CheckAnswer } from './CheckAnswer.tsx';
import { ConfidenceChoice } from './ConfidenceChoice.tsx';
import type { FlowProps } from './flowProps.ts';
import { HintBox } from './HintBox.tsx';
import { inlineCheckAvailable } from './inlineCheck.ts';
import { isAnswered } from './items/isAnswered.ts';
import { ItemInput } from './items/ItemInput.tsx';
import { QuestionNavigator } from './QuestionNavigator.tsx';
import { SubmitConfirmation } from './SubmitConfirmation.tsx';
import { Button } from '@lms/sdk/web';
import { asksNothing } from './ItemResultMark.tsx';

const points = (value: number) => `${value} ${value === 1 ? 'point' : 'points'}`;

/**
 * A plain assessment: one Question per screen, a navigator of numbered
 * Questions (ticked when answered), Previous and Next, then a confirmation
 * listing what is unanswered before submitting. With the back button locked
 * there is no going back: no Previous, no jumping, and a re-opened attempt
 * goes on after the last answered Question.
 */
export default function LinearAttempt({ courseId, config, attempt, onSubmitted }: FlowProps) {
  const items = attempt.attempt!.items;
  const locked = config.lock_back_button;
  const answered = items.map((item) => isAnswered(item, attempt.responses[item.id]));
  const [index, setIndex] = useState(() => (locked ? Math.min(answered.lastIndexOf(true) + 1, items.length - 1) : 0));
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Focus follows the Question shown, except on the first screen.
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [index, confirming]);

  const go = (to: number) => {
    setIndex(to);
    setConfirming(false);
  };
  const finish = async () => {
    const result = await attempt.submit();
    if (result) onSubmitted(result);
  };

  const nav = <QuestionNavigator answered={answered} current={index} onGo={locked ? undefined : go} />;
  if (confirming) {
    const unanswered = answered.flatMap((done, at) => (done ? [] : [at + 1]));
    return (
      <div className="lms-attempt__body">
        {nav}
        <SubmitConfirmation unanswered={unanswered} submitting={attempt.submitting} onSubmit={() => void finish()} onBack={() => setConfirming(false)} onGo={locked ? undefined : go} />
      </div>
    );
  }

  const item = items[index]!;
  const ids = `attempt-${item.id}`;
  return (
    <div className="lms-attempt__body">
      {nav}
      <section className="lms-attempt-question" aria-labelledby={`${ids}-heading`}>
        <h3 id={`${ids}-heading`} ref={heading} tabIndex={-1}>
          Question {index + 1} of {items.length}
        </h3>
        <p className="lms-attempt-question__points">{points(item.points)}</p>
        <ItemInput key={item.id} item={item} response={attempt.responses[item.id]} onChange={(response) => attempt.setResponse(item.id, response)} idPrefix={ids} courseId={courseId} />
        {config.confidence && <ConfidenceChoice attempt={attempt} itemId={item.id} ids={ids} />}
        {(item.hints_total ?? 0) > 0 && <HintBox attempt={attempt} itemId={item.id} total={item.hints_total!} />}
        {inlineCheckAvailable(config, attempt.serverNow()) && !asksNothing(item) && <CheckAnswer key={item.id} attempt={attempt} itemId={item.id} />}
      </section>
      <div className="lms-attempt__actions">
        <Button variant="secondary" disabled={locked || index === 0} onClick={() => go(index - 1)}>
          Previous
        </Button>
        {index < items.length - 1 && (
          <Button variant="secondary" onClick={() => go(index + 1)}>
            Next
          </Button>
        )}
        <Button variant="primary" onClick={() => setConfirming(true)}>
          Finish
        </Button>
      </div>
    </div>
  );
}
