import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberRedirect } from '../session/redirectCookie.ts';
import { LoadingState } from '../ui/LoadingState.tsx';

/** Part 1 §4: no session; remember where the user was going, then show the login screen. */
export function SendToLogin() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberRedirect(pathname + search);
    void navigate('/login', { replace: true });
  }, [pathname, search, navigate]);
  return <LoadingState label="Opening the login page…" />;
}
