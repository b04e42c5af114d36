import type { ScreenProps } from '@lms/sdk/web';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoginForm } from '../login/LoginForm.tsx';
import { useSessionEntry } from '../login/useSessionEntry.ts';
import { readUnverifiedEmail } from './unverifiedEmail.ts';
import '../screens.css';
import '../login/entry.css';

/**
 * /validate/{validation}: the link of a validation email. Logging in with the
 * token validates the account, then goes on to the list or the pending course.
 */
export function ValidateTokenScreen({ params }: ScreenProps<'validate.token'>) {
  useDocumentTitle('Validate your account');
  const { enter } = useSessionEntry();
  return (
    <div className="screen screen--narrow entry">
      <div className="entry-card">
        <h1 className="entry__title">Validate your account</h1>
        <p className="entry__intro">Log in to finish validating your email address.</p>
        <LoginForm form="validate" enter={enter} validation={params.validation} initialEmail={readUnverifiedEmail()} />
      </div>
    </div>
  );
}
