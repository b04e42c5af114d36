import type { ItemToAnswer } from '../../../calls/deliveryCalls.ts';

/** A Question of a video quiz and the second of the video it pops up at. */
export interface StopPoint {
  item: ItemToAnswer;
  /** Seconds; Infinity for a Question without one (it pops up when the video ends). */
  at: number;
}

/** The attempt's Questions in the order the video reaches them (the attempt's order between equal stop points). */
export function stopPointsInOrder(items: readonly ItemToAnswer[], stopPoints: Readonly<Record<string, number>>): StopPoint[] {
  return items.map((item) => ({ item, at: stopPoints[item.id] ?? Infinity })).sort((a, b) => a.at - b.at);
}

/** The next Question to pop up: the first the student has not gone past. */
export function nextStopPoint(stops: readonly StopPoint[], passed: ReadonlySet<string>): StopPoint | undefined {
  return stops.find((stop) => !passed.has(stop.item.id));
}

/** Where the video goes on from when a quiz is re-opened: the last stop point passed (0 for none). */
export function resumeTime(stops: readonly StopPoint[], passed: ReadonlySet<string>): number {
  const times = stops.filter((stop) => passed.has(stop.item.id) && Number.isFinite(stop.at)).map((stop) => stop.at);
  return times.length ? Math.max(...times) : 0;
}
