import type { Member, ReportRow, ScoreState, SyncType } from '../calls/syncCalls.ts';

/** Part 3 §4 "LTI sync": what each sync type sends to the platform's gradebook. */
export const SYNC_TYPE_LABELS: Record<SyncType, string> = {
  total: 'Total score (points)',
  'total-percent': 'Total score (percent)',
  chapter: 'One column per lesson (points)',
  'chapter-percent': 'One column per lesson (percent)',
  'roll-up': 'One column per roll-up group (points)',
  'roll-up-percent': 'One column per roll-up group (percent)',
  none: 'Nothing: grades are not sent',
};

export const SCORE_STATE_LABELS: Record<ScoreState, string> = {
  queued: 'Sending',
  synced: 'Sent',
  dead: 'Failed: will not be retried by itself',
  held: 'Changed on the platform: held',
};

export const VERDICT_LABELS: Record<ReportRow['verdict'], string> = {
  'in-sync': 'In sync',
  'ours-newer': 'Ours changed since sent',
  'theirs-changed': 'Changed on the platform',
  unsent: 'Not sent yet',
  dead: 'Failed',
};

export const MEMBER_STATUS_LABELS: Record<Member['status'], string> = {
  admitted: 'In the course',
  awaiting: 'Joins at their first launch',
  inactive: 'Inactive on the platform',
  ignored: 'Role not used here',
};

/** A date and time in the reader's locale, or 'Never'. */
export function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : 'Never';
}

/** A score as points with at most 2 decimals (part 3 §9), or a dash for none. */
export function points(score: number | null): string {
  return score === null ? '–' : String(Math.round(score * 100) / 100);
}

export const NOT_LINKED =
  'This course is not linked to another LMS. It is linked when an instructor opens it from that LMS through an LTI 1.3 link; its roster and grades can then be synced from here.';
