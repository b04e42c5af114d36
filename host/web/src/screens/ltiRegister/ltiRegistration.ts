/** Part 1 §2 and §8: the pending LTI registration the launch left behind. */
export const LTI_COOKIE = 'lti_registration';
export const LTI_COOKIE_MISSING = "Couldn't find your lti cookie...";

/** The registration id from the query string (?lti_registration=) or the launch's cookie. */
export function readLtiRegistration(search: URLSearchParams): string | undefined {
  const fromQuery = search.get(LTI_COOKIE);
  if (fromQuery) return fromQuery;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${LTI_COOKIE}=`));
  const fromCookie = entry ? decodeURIComponent(entry.slice(LTI_COOKIE.length + 1)) : '';
  return fromCookie || undefined;
}

/** The registration is used up once the account exists. */
export function forgetLtiCookie(): void {
  document.cookie = `${LTI_COOKIE}=; path=/; SameSite=Lax; max-age=0`;
}

/** Where lti_register's `deeplink` leads: always a path of this app. */
export function deeplinkPath(deeplink: string | undefined): string {
  const path = (deeplink ?? '').replace(/^[/\\]+/, '');
  return path ? `/${path}` : '/list';
}

/** Part 1 §4: LTI accounts without a password send a dash. */
export const NO_PASSWORD = '-';

/** The roles an LTI registrant chooses from (sent as role_id). */
export const LTI_ROLES = [
  { value: 'instructor', label: 'Instructor' },
  { value: 'teaching_assistant', label: 'Teaching assistant' },
  { value: 'administrator', label: 'Administrator' },
  { value: 'other', label: 'Other' },
] as const;
