/** A timestamptz as the driver gives it (a Date from pg and PGlite; text from some drivers). */
export type StoredDate = Date | string;

export const toDate = (value: StoredDate): Date => (value instanceof Date ? value : new Date(value));
export const toIso = (value: StoredDate | null): string | null => (value === null ? null : toDate(value).toISOString());
