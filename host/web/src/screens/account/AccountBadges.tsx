import type { Badge } from '@lms/contract/badges.ts';

const awardedOn = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The badges the user earned (issue 20 item 8), from the session user; a badge earned in this tab joins them at once. */
export function AccountBadges({ badges }: { badges: readonly Badge[] }) {
  return (
    <section aria-labelledby="account-badges-title">
      <h2 id="account-badges-title">Badges</h2>
      {badges.length === 0 ? (
        <p className="account__empty">You have not earned any badges yet.</p>
      ) : (
        <ul className="account-badges">
          {badges.map((badge) => (
            <li key={`${badge.course_id}:${badge.key}`} className="account-badges__badge">
              <span className="account-badges__title">{badge.title}</span>{' '}
              <time className="account-badges__date" dateTime={badge.awarded_at}>
                {awardedOn(badge.awarded_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
