import { BADGE_EARNED_MESSAGE, BADGE_EVENTS, type Badge, type BadgeEarned } from '@lms/contract/badges.ts';

/** The `badges:earned` payload, checked: it comes over the wire. */
export function badgeEarnedOf(event: string, payload: unknown): BadgeEarned | null {
  if (event !== BADGE_EVENTS.earned || typeof payload !== 'object' || payload === null) return null;
  const { message, badge } = payload as { message?: unknown; badge?: Partial<Record<keyof Badge, unknown>> };
  if (message !== BADGE_EARNED_MESSAGE || typeof badge !== 'object' || badge === null) return null;
  const { key, title, course_id, awarded_at } = badge;
  if (typeof key !== 'string' || typeof title !== 'string' || typeof course_id !== 'string' || typeof awarded_at !== 'string') return null;
  return { message, badge: { key, title, course_id, awarded_at } };
}
