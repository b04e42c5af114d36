/** Messages of the reports, quoted exactly. */
export const REPORT_MESSAGES = {
  /** Part 3 §5 (Gradebook messages): the item report of an assessment nobody has submitted yet. */
  noSubmissions: 'No submissions found',
} as const;
