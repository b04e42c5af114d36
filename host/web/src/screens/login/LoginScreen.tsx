import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, type WebSessionUser } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { useStore } from '../../app/StateStore.ts';
import { takeRedirect } from '../../session/redirectCookie.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { TextField } from '../../ui/TextField.tsx';
import { UNKNOWN_ERROR } from '../../notifications/errorNotice.ts';
import { validateLogin, type LoginFieldErrors } from './loginValidation.ts';
import './login.css';

/** Email and password login; a signed-in user goes on to where they were headed, or to the course list. */
export function LoginScreen() {
  useDocumentTitle('Log in');
  const { sessionApi, session, queryClient, settings } = useShell();
  const sessionState = useStore(session);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (sessionState.status === 'signed-in') void navigate(takeRedirect(), { replace: true });
  }, [sessionState.status, navigate]);

  const showFieldErrors = (errors: LoginFieldErrors) => {
    setFieldErrors(errors);
    if (errors.email) emailInput.current?.focus();
    else if (errors.password) passwordInput.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const errors = validateLogin({ email, password });
    if (errors.email || errors.password) {
      showFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      await sessionApi.post('login/', { email: email.trim(), password, 'remember-me': remember });
      const user = await sessionApi.get<WebSessionUser>('sayhi/');
      queryClient.clear();
      session.signIn(user);
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        showFieldErrors({ email: error.fieldMessage('email'), password: error.fieldMessage('password') });
      } else {
        setFormError(error instanceof ApiError ? error.message : UNKNOWN_ERROR);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="screen screen--narrow login">
      <div className="login__card">
        <h1 className="login__title">Log in</h1>
        <p className="login__intro">Welcome to {settings.title}.</p>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            ref={emailInput}
            id="login-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={fieldErrors.email}
          />
          <TextField
            ref={passwordInput}
            id="login-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
          <label className="checkbox login__remember">
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            Remember me
          </label>
          {formError && (
            <p role="alert" className="form-error">
              {formError}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={submitting}>
            {submitting ? 'Logging in…' : 'Log in'}
          </button>
        </form>
      </div>
    </div>
  );
}
