/**
 * Time on task (issue 21 item 1): a student's events in a course (visits, the
 * in-course keep-alive every 10 minutes of activity, notes, posts,
 * submissions) chain into activity windows. The time from one event to the
 * next counts for the place of the first when the gap is at most this long;
 * a longer gap means the student left, and counts nothing. 12 minutes: the
 * keep-alive's 10 (part 1 §9) plus the time it waits for the next activity.
 */
export const ACTIVITY_WINDOW_MAX_GAP_MS = 12 * 60_000;

/** Seconds credited to the earlier event's place when the next comes at `nextAt`. */
export function windowSeconds(previousAt: Date, nextAt: Date): number {
  const gap = nextAt.getTime() - previousAt.getTime();
  if (gap <= 0 || gap > ACTIVITY_WINDOW_MAX_GAP_MS) return 0;
  return Math.round(gap / 1000);
}
