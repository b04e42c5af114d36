import { StudentRegistrationForm } from '../register/StudentRegistrationForm.tsx';
import { CourseNotice } from './CourseNotice.tsx';
import { useFaceHeading } from './useFaceHeading.ts';
import type { EnterApp } from './useSessionEntry.ts';

interface RegisterFaceProps {
  enter: EnterApp;
  course: string | undefined;
  bundle: string | undefined;
  flipped: boolean;
  onLogIn(): void;
}

/** The register side of the card: the student registration form and the way back to logging in. */
export function RegisterFace({ enter, course, bundle, flipped, onLogIn }: RegisterFaceProps) {
  const heading = useFaceHeading(flipped);
  return (
    <section className="entry-card__face" aria-labelledby="register-heading">
      <h1 id="register-heading" ref={heading} tabIndex={-1} className="entry__title">
        Create an account
      </h1>
      <CourseNotice courseId={course} lead="Your new account will join" />
      <StudentRegistrationForm enter={enter} course={course} bundle={bundle} />
      <p className="entry__switch">
        Already have an account?{' '}
        <button type="button" className="entry__flip" onClick={onLogIn}>
          Back to log in
        </button>
      </p>
    </section>
  );
}
