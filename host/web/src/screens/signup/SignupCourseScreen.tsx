import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSessionUser, type ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { isSessionLoss } from '../../notifications/errorNotice.ts';
import { isObjectId } from '../../router/courseId.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { ENROLMENT_MESSAGES, enrolmentFailure } from './enrolmentMessages.ts';
import { useEnrolment } from './useEnrolment.ts';
import '../screens.css';

/**
 * /signup/{id} (part 1 §2): enrols the logged-in user in the course and opens
 * it; on failure the error is shown and the user returns to the list.
 */
export function SignupCourseScreen({ params }: ScreenProps<'signup.course'>) {
  useDocumentTitle('Joining a course');
  const { notifications } = useShell();
  const navigate = useNavigate();
  const enrol = useEnrolment();
  const instructor = useSessionUser()?.instructor === true;
  const started = useRef(false);

  const backToList = async (message: string) => {
    await navigate('/list', { replace: true });
    // After the route change, which clears notifications.
    notifications.show({ type: 'error', message });
  };

  const signUp = useEffectEvent(() => {
    const courseId = params.courseId;
    if (!isObjectId(courseId)) {
      void backToList(ENROLMENT_MESSAGES.invalidId);
      return;
    }
    enrol(courseId).catch((error: unknown) => {
      if (!isSessionLoss(error)) void backToList(enrolmentFailure(error, instructor));
    });
  });

  useEffect(() => {
    // Once per visit, though StrictMode runs effects twice.
    if (started.current) return;
    started.current = true;
    signUp();
  }, []);

  return (
    <div className="screen screen--narrow">
      <h1>Joining the course</h1>
      <LoadingState label="Enrolling you in the course…" />
    </div>
  );
}
