import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useShell } from '../app/ShellContext.ts';
import { errorNotice } from '../notifications/errorNotice.ts';
import { NotFoundScreen } from '../screens/notFound/NotFoundScreen.tsx';
import { LoadingState } from '../ui/LoadingState.tsx';
import { courseLoadOutcome, type CourseLoadLevel } from './courseLoadOutcome.ts';
import '../screens/screens.css';
import { Button, buttonClass } from '@lms/sdk/web';

interface CourseLoadFailureProps {
  error: unknown;
  courseId: string;
  level: CourseLoadLevel;
  /** The screen's heading while it cannot show its content. */
  title: string;
  /** Loads again (a 502 may pass). */
  onRetry(): void;
}

/** A content screen whose load failed: routes the error as part 2 §8 says, or explains it. */
export function CourseLoadFailure({ error, courseId, level, title, onRetry }: CourseLoadFailureProps) {
  const { notifications } = useShell();
  const navigate = useNavigate();
  const outcome = courseLoadOutcome(error, courseId, level);

  useEffect(() => {
    if (outcome.kind === 'redirect') {
      const { to, notice } = outcome;
      // Notifications are cleared on a route change: show the warning once there.
      void (async () => {
        await navigate(to, { replace: true });
        if (notice) notifications.show({ type: 'warning', message: notice });
      })();
    } else if (outcome.kind === 'error') {
      notifications.show({ type: 'error', message: errorNotice(error) });
    }
    // One failure, one reaction.
  }, [error]);

  switch (outcome.kind) {
    case 'redirect':
      return <LoadingState label="Taking you to the right place…" />;
    case 'session-ended':
      return <LoadingState label="Your session has ended. Opening the login page…" />;
    case 'not-found':
      return <NotFoundScreen />;
    case 'error':
      return (
        <div className="screen screen--narrow screen-message">
          <h1>{title}</h1>
          <p>{outcome.message}</p>
          <p className="screen-message__actions">
            {outcome.retry && (
              <Button variant="primary" onClick={onRetry}>
                Try again
              </Button>
            )}
            <Link className={buttonClass({ variant: 'secondary' })} to="/list">
              Back to My Courses
            </Link>
          </p>
        </div>
      );
  }
}
