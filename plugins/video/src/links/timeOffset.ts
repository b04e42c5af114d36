/**
 * Reads a start or end time as links write it: "90", "90s", "1m30s", "1h2m3s" or "1:30" / "1:02:03".
 * Answers whole seconds, or undefined when the text is no time.
 */
export function parseTimeOffset(text: string | null | undefined): number | undefined {
  if (!text) return undefined;
  const value = text.trim().toLowerCase();
  if (/^\d+$/.test(value)) return Number(value);
  const units = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (units && value !== '') {
    const [, hours = '0', minutes = '0', seconds = '0'] = units;
    return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  }
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(value);
  if (clock) {
    const [, hours = '0', minutes = '0', seconds = '0'] = clock;
    if (Number(seconds) > 59 || (clock[1] !== undefined && Number(minutes) > 59)) return undefined;
    return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  }
  return undefined;
}
