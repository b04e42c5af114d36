/** Part 2 §4 and §8 messages of taking an assessment, quoted exactly; those marked ours are ours. */
export const DELIVERY_MESSAGES = {
  /** Part 2 §4 "Opening": `{date}` as part 2 §5 writes dates (MM/DD/YYYY HH:MI, UTC here). */
  notOpenYet: (date: string) => `The assessment will be available on ${date}`,
  /** Part 2 §4 "Submit flow"; also answers a start or a save the attempts or dates no longer allow. */
  prevented: 'Hmmm, we are actually preventing you from submitting this as your maximum attempts have been reached or the assessment is now closed',
  /** Part 2 §8. */
  itemsMissing: 'Some item(s) in the assessment could not be found',
  /** Part 2 §8: asking for an attempt or a review that is not there. */
  notReady: 'Assessment is not ready',
  /** Ours: opening again is set to "don't show" (action code 0). */
  noReopen: 'This assessment cannot be opened again.',
  /** Ours: a saved response names a Question the attempt does not have. */
  unknownItem: 'This Question is not in your attempt.',
  /** Ours: with the back button locked, a response to a Question the taker has moved on from. */
  backLocked: 'This assessment does not let you go back to a Question you have moved on from.',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as part 2 §5 writes it, MM/DD/YYYY HH:MI (in UTC: the server has no time zone of the reader). */
export function spellDate(date: Date): string {
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
