import { Link } from 'react-router';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { ResendValidationForm } from './ResendValidationForm.tsx';
import { readUnverifiedEmail } from './unverifiedEmail.ts';
import '../screens.css';
import '../login/entry.css';

/** /validate (part 1 §4): where an unverified login or registration lands; the email was sent, and can be sent again. */
export function ValidateScreen() {
  useDocumentTitle('Check your email');
  const email = readUnverifiedEmail();
  return (
    <div className="screen screen--narrow entry">
      <div className="entry-card">
        <h1 className="entry__title">Check your email</h1>
        <p className="entry__intro">
          {email ? (
            <>
              We sent a validation link to <strong>{email}</strong>.
            </>
          ) : (
            'We sent a validation link to your email address.'
          )}{' '}
          Open it to activate your account, then log in.
        </p>
        <section className="entry-section" aria-labelledby="resend-heading">
          <h2 id="resend-heading">Didn't get the email?</h2>
          <ResendValidationForm initialEmail={email} />
        </section>
        <p className="entry__links">
          <Link to="/login">Back to log in</Link>
        </p>
      </div>
    </div>
  );
}
