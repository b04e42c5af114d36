import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@lms/sdk/web';
import { useShell } from '../../../app/ShellContext.ts';
import { useStore } from '../../../app/StateStore.ts';
import { UNKNOWN_ERROR } from '../../../notifications/errorNotice.ts';
import { ssoErrorMessage } from './ssoErrorMessages.ts';
import { startSsoLogin } from './startSsoLogin.ts';

export interface SsoOnlyRedirect {
  /** The brand logs in through its provider only (and `secret_test` is absent): the password form stays hidden. */
  ssoOnly: boolean;
  /** On the way to the provider: show progress rather than the login form. */
  redirecting: boolean;
  /** Why a single sign-on failed (`?sso_error=`, or the redirect could not start): show it above the login button. */
  error: string | undefined;
}

/**
 * Part 1 §2: on a single-sign-on-only brand, /login goes straight to the
 * provider; `?secret_test` bypasses that, and after a failed sign-in
 * (`?sso_error=`) the screen stays to say why instead of looping.
 */
export function useSsoOnlyRedirect(): SsoOnlyRedirect {
  const { settings, sessionApi, session } = useShell();
  const sessionState = useStore(session);
  const [params] = useSearchParams();
  const [startError, setStartError] = useState<string>();
  const started = useRef(false);

  const ssoError = params.get('sso_error');
  // Without a provider there is nothing to redirect to: the password form stays, or nobody could log in.
  const ssoOnly = settings.sso_only && Boolean(settings.sso) && !params.has('secret_test');
  const redirecting = ssoOnly && !ssoError && !startError && sessionState.status !== 'signed-in';
  // Only once the session probe says nobody is logged in: a signed-in user leaves /login for the app instead.
  const shouldRedirect = redirecting && sessionState.status === 'anonymous';

  useEffect(() => {
    if (!shouldRedirect || started.current) return;
    started.current = true;
    startSsoLogin(sessionApi).catch((failure: unknown) => setStartError(failure instanceof ApiError ? failure.message : UNKNOWN_ERROR));
  }, [shouldRedirect, sessionApi]);

  return { ssoOnly, redirecting, error: ssoError ? ssoErrorMessage(ssoError) : startError };
}
