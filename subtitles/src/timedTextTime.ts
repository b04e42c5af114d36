/** The frame and tick rates a timed-text document declares on its root (ttp:frameRate and friends). */
export interface TimedTextRates {
  frameRate: number;
  subFrameRate: number;
  tickRate: number;
}

export function timedTextRates(attributes: Record<string, string>): TimedTextRates {
  const number = (value: string | undefined, fallback: number) => (value !== undefined && Number(value) > 0 ? Number(value) : fallback);
  const [numerator, denominator] = (attributes.frameRateMultiplier ?? '1 1').trim().split(/\s+/).map(Number);
  const multiplier = numerator && denominator ? numerator / denominator : 1;
  const frameRate = number(attributes.frameRate, 30) * multiplier;
  const subFrameRate = number(attributes.subFrameRate, 1);
  // TTML: without a tick rate, ticks are sub-frames when a frame rate is declared, else seconds.
  const tickRate = number(attributes.tickRate, attributes.frameRate !== undefined ? frameRate * subFrameRate : 1);
  return { frameRate, subFrameRate, tickRate };
}

const CLOCK = /^(\d{2,}):(\d{2}):(\d{2})(?:\.(\d+)|:(\d{2,})(?:\.(\d+))?)?$/;
const OFFSET = /^(\d+(?:\.\d+)?)(h|m|s|ms|f|t)$/;

/**
 * A TTML time expression in milliseconds: clock time (01:02:03.250, or
 * 01:02:03:12 with frames) or an offset (1.5s, 250ms, 2m, 1h, 25f, 90000t).
 * Undefined when the text is none.
 */
export function timedTextTime(value: string | undefined, rates: TimedTextRates): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  const clock = CLOCK.exec(text);
  if (clock) {
    const [, hours = '0', minutes = '0', seconds = '0', fraction, frames, subFrames] = clock;
    let total = (Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds);
    if (fraction !== undefined) total += Number(`0.${fraction}`);
    if (frames !== undefined) total += (Number(frames) + (subFrames === undefined ? 0 : Number(`0.${subFrames}`))) / rates.frameRate;
    return Math.round(total * 1000);
  }
  const offset = OFFSET.exec(text);
  if (!offset) return undefined;
  const amount = Number(offset[1]);
  const seconds = { h: amount * 3600, m: amount * 60, s: amount, ms: amount / 1000, f: amount / rates.frameRate, t: amount / rates.tickRate }[offset[2] as 'h' | 'm' | 's' | 'ms' | 'f' | 't'];
  return Math.round(seconds * 1000);
}
