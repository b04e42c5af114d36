import type { LabelBundleReader } from '@lms/sdk';

/** Part 3 §9: the calendar shows 10 entries at a time unless the label bundle says otherwise. */
export const DEFAULT_CALENDAR_PAGE_SIZE = 10;
/** The label bundle's key for it. */
export const PAGE_SIZE_KEY = 'calendar_page_size';

export async function calendarPageSize(labels: LabelBundleReader, host: string): Promise<number> {
  const value = (await labels.forHost(host))[PAGE_SIZE_KEY];
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100 ? (value as number) : DEFAULT_CALENDAR_PAGE_SIZE;
}
