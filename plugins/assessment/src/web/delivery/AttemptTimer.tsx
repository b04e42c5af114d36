import { useEffect, useRef, useState } from 'react';
import { DELIVERY_WEB_MESSAGES } from './deliveryMessages.ts';
import { countdown, durationWords, WARNING_SHARE } from './timeLeft.ts';

export interface AttemptTimerProps {
  startedAt: string;
  /** The server's deadline for the attempt. */
  deadline: string;
  /** The server's clock (milliseconds), never the browser's own time. */
  serverNow(): number;
  /** Called once when the time is up: the flow submits, and the server decides what counts. */
  onExpire(): void;
}

/**
 * The time left by the server's clock, ticking every second, with the
 * warning at one tenth of the attempt's time (part 2 §9: 180 s of 30 minutes)
 * announced once, and the end of time reported once.
 */
export function AttemptTimer({ startedAt, deadline, serverNow, onExpire }: AttemptTimerProps) {
  const end = Date.parse(deadline);
  const limit = end - Date.parse(startedAt);
  const [left, setLeft] = useState(() => end - serverNow());
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    const tick = () => {
      const remaining = end - serverNow();
      setLeft(remaining);
      if (remaining <= 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end, serverNow]);

  const warning = left <= limit * WARNING_SHARE;
  return (
    <div className={`lms-attempt-timer${warning ? ' lms-attempt-timer--warning' : ''}`}>
      <p>
        <span>Time left </span>
        <span role="timer">{countdown(left)}</span>
      </p>
      <p role="alert" className="lms-attempt-timer__warning">
        {warning && left > 0 ? DELIVERY_WEB_MESSAGES.timeWarning(durationWords((limit * WARNING_SHARE) / 1000)) : ''}
      </p>
    </div>
  );
}
