import { queryOptions } from '@tanstack/react-query';
import { FIRST_DATE_YEAR, isNoDate } from '@lms/contract/rules';
import { HOST_DATA_EVENTS, refetchOnMeta, type ApiClient } from '@lms/sdk/web';
import { getPaidCourses } from '@lms/sdk/calls';

export const paidCoursesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['account', 'paid_courses'],
    queryFn: async () => (await api.call(getPaidCourses)).courses,
    meta: refetchOnMeta([HOST_DATA_EVENTS.coursesChanged]),
  });

const CURRENCY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Part 1 §9: amounts are in cents and displayed divided by 100. */
export function formatAmount(cents: number): string {
  return CURRENCY.format(cents / 100);
}

/** Part 1 §9: dates before about 1970 or after 2198 are shown blank. */
export function formatPaidDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || date.getFullYear() < FIRST_DATE_YEAR || isNoDate(date)) return '';
  return DAY.format(date);
}
