import { useState } from 'react';
import { ApiError, Button } from '@lms/sdk/web';
import { useShell } from '../../../app/ShellContext.ts';
import { UNKNOWN_ERROR } from '../../../notifications/errorNotice.ts';
import { startSsoLogin } from './startSsoLogin.ts';

/** Part 1 §2: "log in with" the label bundle's single-sign-on provider; nothing when the site has none. */
export function SsoLoginButton() {
  const { sessionApi, settings } = useShell();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string>();
  if (!settings.sso) return null;

  const onClick = async () => {
    setError(undefined);
    setLeaving(true);
    try {
      await startSsoLogin(sessionApi);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : UNKNOWN_ERROR);
      setLeaving(false);
    }
  };

  return (
    <div className="sso-login">
      <Button variant="secondary" block disabled={leaving} onClick={() => void onClick()}>
        {leaving ? 'Taking you to sign in…' : settings.sso.label}
      </Button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
