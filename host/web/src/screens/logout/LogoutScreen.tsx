import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { logOut, type LogoutAnswer } from '@lms/sdk/calls';
import { useShell } from '../../app/ShellContext.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { leaveApp } from '../login/sso/leaveApp.ts';
import { GoogleLogoutWarning } from './GoogleLogoutWarning.tsx';
import { buttonClass } from '@lms/sdk/web';

/**
 * Part 1 §4: ends the session on the server and forgets everything
 * client-side; then the provider's single logout when there is one, a login
 * link on single-sign-on-only brands (whose /login would sign straight back
 * in), else the login screen. Google accounts are first told to log out of Google too.
 */
export function LogoutScreen() {
  useDocumentTitle('Log out');
  const { sessionApi, session, queryClient, courseModes, panels, settings } = useShell();
  const navigate = useNavigate();
  // A notice the session's end carried (the session was not recognised) is for the login screen.
  const { state: carried } = useLocation() as { state: unknown };
  const [answer, setAnswer] = useState<Partial<LogoutAnswer> | null>(null);
  const [googleSeen, setGoogleSeen] = useState(false);

  useEffect(() => {
    const forget = (reply: Partial<LogoutAnswer>) => {
      queryClient.clear();
      courseModes.clear();
      panels.closeAll();
      session.signOut();
      setAnswer(reply);
    };
    // Whatever the server answers (even "not logged in"), the client state goes.
    // Part 1 §7 `POST logout/`: slo after a single sign-on, google for Google accounts.
    sessionApi.call(logOut, { body: {} }).then(
      (reply) => forget(reply ?? {}),
      () => forget({}),
    );
  }, [sessionApi, session, queryClient, courseModes, panels]);

  const waitingForGoogle = Boolean(answer?.google) && !googleSeen;
  useEffect(() => {
    if (!answer || waitingForGoogle) return;
    if (answer.slo) leaveApp(answer.slo);
    else if (!settings.sso_only) void navigate('/login', { replace: true, state: carried });
  }, [answer, waitingForGoogle, settings.sso_only, navigate, carried]);

  if (answer && waitingForGoogle) return <GoogleLogoutWarning onContinue={() => setGoogleSeen(true)} />;
  if (answer && !answer.slo && settings.sso_only) {
    return (
      <div className="screen screen--narrow">
        <h1>You are logged out</h1>
        <p>
          <Link to="/login" className={buttonClass({ variant: 'primary' })}>
            Log in again
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="screen screen--narrow">
      <h1>Logging out</h1>
      <LoadingState label="Ending your session…" />
    </div>
  );
}
