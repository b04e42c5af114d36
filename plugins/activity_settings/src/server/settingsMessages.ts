/** Part 3 §5 "Bulk edit", "Other activity settings rules" (the spec's words), and ours where it gives none. */
export const SETTINGS_MESSAGES = {
  noFields: 'Remember to select the field(s) to be updated.',
  noRows: 'Please select 1 or more rows to edit.',
  noChanges: 'No changes to save.',
  mock: 'You cannot save mock data.',
  /** Ours: a bulk edit carries one form. */
  oneForm: 'Send either the changes or who, what and which, not both.',
  /** Ours: a field chosen in `what` needs its value in `which`. */
  noValue: (field: string) => `Give a value for ${field}.`,
  /** Ours: a row's type lacks the field (its `fields` in the list). */
  notAField: (field: string, title: string) => `${title} has no ${field} setting.`,
  /** Ours: a row given twice. */
  repeated: 'Each activity can be changed once per save.',
} as const;
