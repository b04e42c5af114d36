import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useShell } from '../../app/ShellContext.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';

/** Ends the session on the server, forgets everything client-side, then shows the login screen. */
export function LogoutScreen() {
  useDocumentTitle('Log out');
  const { sessionApi, session, queryClient, courseModes, panels } = useShell();
  const navigate = useNavigate();

  useEffect(() => {
    const forget = () => {
      queryClient.clear();
      courseModes.clear();
      panels.closeAll();
      session.signOut();
      void navigate('/login', { replace: true });
    };
    // Whatever the server answers (even "not logged in"), the client state goes.
    sessionApi.post('logout/', {}).then(forget, forget);
  }, [sessionApi, session, queryClient, courseModes, panels, navigate]);

  return (
    <div className="screen screen--narrow">
      <h1>Logging out</h1>
      <LoadingState label="Ending your session…" />
    </div>
  );
}
