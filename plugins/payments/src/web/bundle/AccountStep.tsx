import { useId } from 'react';
import { AppLink, buttonClass } from '@lms/sdk/web';

/**
 * Part 1 §4 "Purchase flow", step 1 (account details) for a visitor who is
 * not logged in: register or log in; both screens read `?bundle` and bring
 * the user back to this bundle's payment (/list/bundle/{id}) once signed in.
 */
export function AccountStep({ bundleId, next }: { bundleId: string; next: string }) {
  const headingId = useId();
  const bundle = encodeURIComponent(bundleId);
  return (
    <section className="lms-payments-step" aria-labelledby={headingId}>
      <h2 id={headingId}>Step 1 of 2: Account details</h2>
      <p>Create an account or log in; then {next}.</p>
      <div className="lms-payments-actions">
        <AppLink to={`/register?bundle=${bundle}`} className={buttonClass({ variant: 'primary' })}>
          Create an account
        </AppLink>
        <AppLink to={`/login?bundle=${bundle}`} className={buttonClass({ variant: 'secondary' })}>
          Log in
        </AppLink>
      </div>
    </section>
  );
}
