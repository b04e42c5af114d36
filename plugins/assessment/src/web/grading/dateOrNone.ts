import { formatEnteredDate, isNoDate } from '@lms/sdk/rules';

/** A date as the spec writes dates (MM/DD/YYYY HH:MI, the reader's time zone), or 'none' when there is none (part 3 §5: after 2198 is no date). */
export const dateOrNone = (iso: string | null) => (iso === null || isNoDate(iso) ? 'none' : formatEnteredDate(iso));
