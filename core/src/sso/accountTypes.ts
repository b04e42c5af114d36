/** Part 1 §3: accountType of a user; single-sign-on providers create `standard` or `google` accounts. */
export const SSO_ACCOUNT_TYPES = ['standard', 'google'] as const;
export type SsoAccountType = (typeof SSO_ACCOUNT_TYPES)[number];

/** Part 1 §5 "Google-type accounts cannot change first or last name": Google owns those names. */
export function canChangeName(accountType: string): boolean {
  return accountType !== 'google';
}
