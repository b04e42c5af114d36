/** What the login screen says for each `?sso_error=` code the server's single-sign-on callback sends back. */
const SSO_ERROR_MESSAGES: Record<string, string> = {
  'not-configured': 'Single sign-on is not configured for this site.',
  expired: 'Your sign-in took too long or was started in another window. Please try again.',
  state: 'This sign-in answer did not come from the sign-in you started. Please try again.',
  denied: 'The sign-in was cancelled.',
  failed: 'The sign-in provider could not log you in. Please try again later.',
  'email-missing': 'Your sign-in provider did not give us your email address, so we cannot log you in.',
  'email-unverified': 'An account with your email address already exists, but your sign-in provider has not verified that address. Log in with your password instead.',
  'email-taken': 'The account with your email address is already linked to another sign-in. Log in with your password instead.',
};

export function ssoErrorMessage(code: string): string {
  return SSO_ERROR_MESSAGES[code] ?? SSO_ERROR_MESSAGES.failed!;
}
