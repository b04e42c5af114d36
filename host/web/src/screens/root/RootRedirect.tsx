import { Navigate } from 'react-router';
import { useShell } from '../../app/ShellContext.ts';
import { useStore } from '../../app/StateStore.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';

/** The root: the course list when logged in, otherwise the login screen. */
export function RootRedirect() {
  const session = useStore(useShell().session);
  if (session.status === 'unknown') return <LoadingState label="Checking your session…" />;
  return <Navigate to={session.status === 'signed-in' ? '/list' : '/login'} replace />;
}
