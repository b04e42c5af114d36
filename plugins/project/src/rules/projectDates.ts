/** Part 2 §5 "Late penalty": no due date is treated as 2199-12-31. */
export const NO_DUE_DATE = new Date('2199-12-31T23:59:59.999Z');

/** The moment a project is due: its component's due date, or the spec's far-future sentinel. */
export function effectiveDueDate(dueDate: string | null): Date {
  if (dueDate === null) return NO_DUE_DATE;
  const due = new Date(dueDate);
  return Number.isNaN(due.getTime()) ? NO_DUE_DATE : due;
}
