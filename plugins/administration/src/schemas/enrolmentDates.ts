/** Part 3 §3 "Activity dates": 'Dates before 1971 or after 2198 are treated as unset in the admin areas.' */
export const FIRST_SET_YEAR = 1971;
export const LAST_SET_YEAR = 2198;

/** An enrolment date as an administrator sent it: null (the course's date) when blank or outside 1971–2198. */
export function adminDate(value: string | null): Date | null {
  if (value === null) return null;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < FIRST_SET_YEAR || year > LAST_SET_YEAR ? null : date;
}
