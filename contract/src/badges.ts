import { Type, type Static } from '@sinclair/typebox';
import type { Knex } from 'knex';

/**
 * Badges (issue 20 item 8): a rule of core or of a plugin awards a user a
 * badge in a course, once. The key names the rule and what it is about
 * (`flashcards.deck-mastered:<componentId>`); it starts with the awarding
 * plugin's id (or `course.` for core's rules).
 */
export const BadgeSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  course_id: Type.String(),
  /** ISO 8601. */
  awarded_at: Type.String(),
});
export type Badge = Static<typeof BadgeSchema>;

/** What the user reads when a badge is new (issue 20 item 8). */
export const BADGE_EARNED_MESSAGE = 'Congratulations! You have earned a badge.';

/** The realtime event a user's own sockets get when they earn a badge: `badges:earned` (plugin id `badges` on the web's useRealtime). */
export const BADGE_EVENTS = { channel: 'badges', earned: 'earned' } as const;

/** The payload of `badges:earned`. */
export interface BadgeEarned {
  message: typeof BADGE_EARNED_MESSAGE;
  badge: Badge;
}

export interface BadgeAward {
  userId: string;
  courseId: string;
  key: string;
  title: string;
}

/** `coreServices.badges`: awards and lists users' badges. */
export interface BadgeDesk {
  /**
   * Awards a badge unless the user has it in that course already: answers true
   * when it is new. A new badge reaches the user's open tabs (`badges:earned`,
   * with BADGE_EARNED_MESSAGE) once the write is committed: inside `trx`, after
   * that transaction commits. Throws for an unknown user or course.
   */
  award(award: BadgeAward, trx?: Knex.Transaction): Promise<boolean>;
  /** The user's badges in every course, the oldest first. */
  list(userId: string, trx?: Knex): Promise<Badge[]>;
}
