const pad = (n: number) => String(n).padStart(2, '0');

/** Time left of a running attempt, as a countdown: "1:05:09", "4:59"; "Time is up" at zero. */
export function timeLeftText(ms: number): string {
  if (ms <= 0) return 'Time is up';
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** A moment of today as its time of day, another day's with its date. */
export function momentText(iso: string, today: Date = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === today.toDateString() ? TIME.format(at) : DATE_TIME.format(at);
}

/** A score out of its maximum, e.g. "7.5 / 10". */
export const scoreText = (score: number, max: number | null) => (max === null ? String(score) : `${score} / ${max}`);
