import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useShell } from '../../app/ShellContext.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { useSessionEntry } from '../login/useSessionEntry.ts';
import { LTI_COOKIE_MISSING, readLtiRegistration } from './ltiRegistration.ts';
import { LtiRegistrationForm } from './LtiRegistrationForm.tsx';
import '../screens.css';
import '../login/entry.css';

/**
 * /lti_register (part 1 §2): finishes the account an LTI launch started. The
 * pending registration comes from the launch's cookie or the query string;
 * without one the user is told so and sent to log in.
 */
export function LtiRegisterScreen() {
  useDocumentTitle('Complete your registration');
  const { notifications } = useShell();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Read once: the cookie is forgotten as soon as the account exists, while this screen is still up.
  const [registration] = useState(() => readLtiRegistration(search));
  const passwordless = search.get('ltinopwd') === '1';
  const { enter } = useSessionEntry();
  const leaving = useRef(false);

  const toLogin = async (message: string) => {
    if (leaving.current) return;
    leaving.current = true;
    await navigate('/login', { replace: true });
    // After the route change, which clears notifications.
    notifications.show({ type: 'error', message });
  };
  const leaveWithoutRegistration = useEffectEvent(() => void toLogin(LTI_COOKIE_MISSING));

  useEffect(() => {
    if (!registration) leaveWithoutRegistration();
  }, [registration]);

  if (!registration) return <LoadingState label="Opening the login page…" />;
  return (
    <div className="screen entry">
      <div className="entry-card entry-card--wide">
        <h1 className="entry__title">Complete your registration</h1>
        <p className="entry__intro">Your learning platform sent you here. A few details and your account is ready.</p>
        <LtiRegistrationForm
          registration={registration}
          passwordless={passwordless}
          enter={enter}
          onRegistrationGone={(message) => void toLogin(message || LTI_COOKIE_MISSING)}
        />
      </div>
    </div>
  );
}
