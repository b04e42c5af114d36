import type { LabelBundle } from '@lms/theme-kit';

/** Part 1 §2: in the demo app (a non-generic brand) the account page is unavailable. */
export const DEMO_ACCOUNT_MESSAGE = 'Account is not enabled for this demo.';

/** Part 1 §2: in the demo app, panels show 'X is not enabled for this demo lesson' (X: the panel's title). */
export const demoPanelMessage = (title: string): string => `${title} is not enabled for this demo lesson`;

export function isDemoApp(settings: Pick<LabelBundle, 'identity'>): boolean {
  return settings.identity !== 'generic';
}
