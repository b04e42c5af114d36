import type { LabelBundle } from '@lms/theme-kit';

/** Part 1 §2: in the demo app (a non-generic brand) the account page is unavailable. */
export const DEMO_ACCOUNT_MESSAGE = 'Account is not enabled for this demo.';

export function isDemoApp(settings: Pick<LabelBundle, 'identity'>): boolean {
  return settings.identity !== 'generic';
}
