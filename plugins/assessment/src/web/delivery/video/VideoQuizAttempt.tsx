import { useEffect, useMemo, useRef, useState } from 'react';
import { CheckAnswer } from '../CheckAnswer.tsx';
import { ConfidenceChoice } from '../ConfidenceChoice.tsx';
import type { FlowProps } from '../flowProps.ts';
import { HintBox } from '../HintBox.tsx';
import { inlineCheckAvailable } from '../inlineCheck.ts';
import { isAnswered } from '../items/isAnswered.ts';
import { ItemInput } from '../items/ItemInput.tsx';
import { nextStopPoint, resumeTime, stopPointsInOrder, type StopPoint } from './stopPoints.ts';
import './videoQuiz.css';
import { Button } from '@lms/sdk/web';
import { asksNothing } from '../ItemResultMark.tsx';

const points = (value: number) => `${value} ${value === 1 ? 'point' : 'points'}`;

/**
 * A video quiz (part 2 §4): the video plays, and each Question pops up once
 * when playback reaches its stop point (the video pauses, also when the
 * student seeks past a stop point not reached yet: it stops there). Continue
 * plays on; the last Continue submits, as does the video ending with every
 * Question passed ("videosubmit"). A video that cannot play leaves the
 * Questions one after the other. A re-opened attempt counts answered
 * Questions as passed and plays on from the last of them.
 */
export default function VideoQuizAttempt({ courseId, config, attempt, onSubmitted }: FlowProps) {
  const running = attempt.attempt!;
  const stops = useMemo(() => stopPointsInOrder(running.items, config.stop_points), [running.items, config.stop_points]);
  const [passed, setPassed] = useState<ReadonlySet<string>>(() => new Set(stops.filter((stop) => isAnswered(stop.item, attempt.responses[stop.item.id])).map((stop) => stop.item.id)));
  const [open, setOpen] = useState<StopPoint | null>(null);
  const [unplayable, setUnplayable] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const upcoming = nextStopPoint(stops, passed);
  const number = (stop: StopPoint) => stops.indexOf(stop) + 1;

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  const finish = async () => {
    const result = await attempt.submit();
    if (result) onSubmitted(result);
  };

  /** Pops the next Question up once the video is at (or past) its stop point. */
  const reach = (time: number) => {
    const player = video.current;
    if (open || !upcoming || time < upcoming.at || !player) return;
    player.pause();
    if (Number.isFinite(upcoming.at) && player.currentTime > upcoming.at) player.currentTime = upcoming.at;
    setOpen(upcoming);
  };

  const goOn = () => {
    if (!open) return;
    const nowPassed = new Set(passed).add(open.item.id);
    setPassed(nowPassed);
    const following = nextStopPoint(stops, nowPassed);
    if (!following) {
      setOpen(null);
      void finish();
    } else if (unplayable || video.current?.ended) {
      setOpen(following);
    } else {
      setOpen(null);
      // A browser may refuse to play without a gesture: the student then presses play.
      video.current?.play()?.catch(() => undefined);
    }
  };

  const ended = () => {
    if (upcoming) reach(Infinity);
    else void finish();
  };

  const cannotPlay = () => {
    setUnplayable(true);
    if (!open && upcoming) setOpen(upcoming);
  };

  return (
    <div className="lms-attempt__body lms-video-quiz">
      <video
        ref={video}
        className="lms-video-quiz__player"
        src={config.video}
        controls
        preload="metadata"
        aria-label="Quiz video"
        onLoadedMetadata={(event) => {
          const from = resumeTime(stops, passed);
          if (from > 0) event.currentTarget.currentTime = from;
        }}
        onTimeUpdate={(event) => reach(event.currentTarget.currentTime)}
        onSeeking={(event) => reach(event.currentTarget.currentTime)}
        // While a Question is up, the video waits for Continue.
        onPlay={(event) => open && event.currentTarget.pause()}
        onEnded={ended}
        onError={cannotPlay}
      />
      <p role="status" className="lms-video-quiz__status">
        {unplayable ? 'The video cannot be played here: answer the Questions one after the other.' : open ? `The video stopped for Question ${number(open)} of ${stops.length}.` : ''}
      </p>
      {open ? (
        <section className="lms-attempt-question" aria-labelledby={`attempt-${open.item.id}-heading`}>
          <h3 id={`attempt-${open.item.id}-heading`} ref={heading} tabIndex={-1}>
            Question {number(open)} of {stops.length}
          </h3>
          <p className="lms-attempt-question__points">{points(open.item.points)}</p>
          <ItemInput
            key={open.item.id}
            item={open.item}
            response={attempt.responses[open.item.id]}
            onChange={(response) => attempt.setResponse(open.item.id, response)}
            idPrefix={`attempt-${open.item.id}`}
            courseId={courseId}
          />
          {config.confidence && <ConfidenceChoice attempt={attempt} itemId={open.item.id} ids={`attempt-${open.item.id}`} />}
          {(open.item.hints_total ?? 0) > 0 && <HintBox attempt={attempt} itemId={open.item.id} total={open.item.hints_total!} />}
          {inlineCheckAvailable(config, attempt.serverNow()) && !asksNothing(open.item) && <CheckAnswer key={open.item.id} attempt={attempt} itemId={open.item.id} />}
          <div className="lms-attempt__actions">
            <Button variant="primary" disabled={attempt.submitting} onClick={goOn}>
              {stops.length - passed.size === 1 ? 'Continue and submit' : 'Continue'}
            </Button>
          </div>
        </section>
      ) : (
        !upcoming && (
          <div className="lms-attempt__actions">
            <Button variant="primary" disabled={attempt.submitting} onClick={() => void finish()}>
              Submit
            </Button>
          </div>
        )
      )}
    </div>
  );
}
