import { Button } from '@lms/sdk/web';
/** Google's own logout page: ending our session does not end the person's Google session. */
export const GOOGLE_LOGOUT_URL = 'https://accounts.google.com/Logout';

/** Part 1 §4: "For Google accounts it shows a warning to log out of Google too." */
export function GoogleLogoutWarning({ onContinue }: { onContinue: () => void }) {
  return (
    <div className="screen screen--narrow">
      <h1>You are logged out</h1>
      <div role="alert">
        <p>You signed in with your Google account. You are still logged in to Google on this browser: log out of Google too, especially on a shared computer.</p>
        <p>
          <a href={GOOGLE_LOGOUT_URL} target="_blank" rel="noopener noreferrer">
            Log out of Google
          </a>{' '}
          (opens in a new tab)
        </p>
      </div>
      <Button variant="primary" onClick={onContinue}>
        Continue
      </Button>
    </div>
  );
}
