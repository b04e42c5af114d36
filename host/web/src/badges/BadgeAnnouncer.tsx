import { useRealtime } from '@lms/sdk/web';
import { BADGE_EVENTS } from '@lms/contract/badges.ts';
import { useShell } from '../app/ShellContext.ts';
import { badgeEarnedOf } from './badgeEarned.ts';

/**
 * Issue 20 item 8: a signed-in user's tabs hear core's `badges:earned` (their
 * own room) and say 'Congratulations! You have earned a badge.'; the badge
 * joins the session user's list (the account screen shows it).
 */
export function BadgeAnnouncer() {
  const { notifications, session } = useShell();
  useRealtime({
    plugin: BADGE_EVENTS.channel,
    onEvent(event, payload) {
      const earned = badgeEarnedOf(event, payload);
      if (!earned) return;
      notifications.show({ type: 'success', message: earned.message });
      session.addBadge(earned.badge);
    },
  });
  return null;
}
