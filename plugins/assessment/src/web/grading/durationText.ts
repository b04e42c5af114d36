const UNITS = [
  { seconds: 86400, one: 'day', many: 'days' },
  { seconds: 3600, one: 'hour', many: 'hours' },
  { seconds: 60, one: 'minute', many: 'minutes' },
] as const;

/** A lateness in words, its two largest units, e.g. "1 day 3 hours", "12 minutes"; under a minute, "less than a minute". */
export function durationText(totalSeconds: number): string {
  let left = Math.round(totalSeconds);
  const parts: string[] = [];
  for (const unit of UNITS) {
    const count = Math.floor(left / unit.seconds);
    left -= count * unit.seconds;
    if (count > 0) parts.push(`${count} ${count === 1 ? unit.one : unit.many}`);
  }
  return parts.length === 0 ? 'less than a minute' : parts.slice(0, 2).join(' ');
}
