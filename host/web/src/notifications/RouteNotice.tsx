import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useShell } from '../app/ShellContext.ts';
import { noticeOf } from './routeNotice.ts';

/**
 * Shows the notice a navigation carried (routeNotice.ts) once its screen is
 * reached, then drops it from the history entry so a reload or Back does not
 * show it again. /logout only passes it on to the screen after it.
 */
export function RouteNotice() {
  const { notifications } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = location.pathname === '/logout' ? undefined : noticeOf(location.state);
  useEffect(() => {
    if (!notice) return;
    notifications.show(notice);
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [notice, notifications, navigate, location.pathname, location.search, location.hash]);
  return null;
}
