import { useEffect } from 'react';
import { Link } from 'react-router';
import { ApiError, buttonClass } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { errorNotice, isSessionLoss, UNKNOWN_ERROR } from '../notifications/errorNotice.ts';
import { LoadingState } from './LoadingState.tsx';

interface LoadErrorProps {
  error: unknown;
  /** The screen's heading while it cannot show its content. */
  title: string;
  /** Clearer on-screen wording for known errno values; otherwise the server's text. */
  messages?: Readonly<Record<string, string>>;
}

/** A screen whose data could not load: the server's text as a notification, a clear message, a way back. */
export function LoadError({ error, title, messages = {} }: LoadErrorProps) {
  const { notifications } = useShell();
  const sessionLost = isSessionLoss(error);

  useEffect(() => {
    if (!sessionLost) notifications.show({ type: 'error', message: errorNotice(error) });
  }, [error, sessionLost, notifications]);

  if (sessionLost) return <LoadingState label="Your session has ended. Opening the login page…" />;
  const message = error instanceof ApiError ? (messages[error.errno] ?? error.message) : UNKNOWN_ERROR;
  return (
    <div className="screen screen--narrow screen-message">
      <h1>{title}</h1>
      <p>{message}</p>
      <Link className={buttonClass({ variant: 'secondary' })} to="/list">
        Back to My Courses
      </Link>
    </div>
  );
}
