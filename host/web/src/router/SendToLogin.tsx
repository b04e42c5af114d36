import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberRedirect } from '../session/redirectCookie.ts';
import { PLEASE_LOGIN_NOTICE } from '../session/sessionMessages.ts';
import { withNotice } from '../notifications/routeNotice.ts';
import { LoadingState } from '../ui/LoadingState.tsx';

/** Part 1 §4: no session; remember where the user was going, then show the login screen with part 1 §8's 'Please login!'. */
export function SendToLogin() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberRedirect(pathname + search);
    void navigate('/login', { replace: true, state: withNotice(PLEASE_LOGIN_NOTICE) });
  }, [pathname, search, navigate]);
  return <LoadingState label="Opening the login page…" />;
}
