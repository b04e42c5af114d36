import { useShell } from '../../app/ShellContext.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { CourseNotice } from './CourseNotice.tsx';
import { FormAlert } from './form/FormAlert.tsx';
import { LoginForm } from './LoginForm.tsx';
import { PasswordRetrieval } from './PasswordRetrieval.tsx';
import { SsoLoginButton } from './sso/SsoLoginButton.tsx';
import { useSsoOnlyRedirect } from './sso/useSsoOnlyRedirect.ts';
import { useFaceHeading } from './useFaceHeading.ts';
import type { EnterApp } from './useSessionEntry.ts';

interface LoginFaceProps {
  enter: EnterApp;
  course: string | undefined;
  flipped: boolean;
  onCreateAccount(): void;
}

/**
 * The login side of the card: single sign-on, the login form, the way to the
 * register side, and password retrieval. A single-sign-on-only brand goes
 * straight to its provider and shows no password forms (part 1 §2).
 */
export function LoginFace({ enter, course, flipped, onCreateAccount }: LoginFaceProps) {
  const { settings } = useShell();
  const heading = useFaceHeading(flipped);
  const sso = useSsoOnlyRedirect();
  return (
    <section className="entry-card__face" aria-labelledby="login-heading">
      <h1 id="login-heading" ref={heading} tabIndex={-1} className="entry__title">
        Log in
      </h1>
      <p className="entry__intro">Welcome to {settings.title}.</p>
      <CourseNotice courseId={course} lead="After logging in you will join" />
      {sso.redirecting ? (
        <LoadingState label="Taking you to sign in…" />
      ) : (
        <>
          <FormAlert message={sso.error} />
          <SsoLoginButton />
          {!sso.ssoOnly && (
            <>
              {settings.sso && <p className="entry__divider">or log in with your email</p>}
              <LoginForm form="login" enter={enter} />
              <p className="entry__switch">
                New here?{' '}
                <button type="button" className="entry__flip" onClick={onCreateAccount}>
                  Create an account
                </button>
              </p>
              <PasswordRetrieval />
            </>
          )}
        </>
      )}
    </section>
  );
}
