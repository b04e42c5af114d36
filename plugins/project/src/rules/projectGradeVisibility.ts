/**
 * Whether an owner may see their project's grade yet (part 2 §4 visibility
 * options, the activity's `score_visibility` as the ledger keeps it): a
 * project has one submission, so "after max attempts" counts as reached once
 * it is graded.
 */
export function ownerSeesGrade(visibility: unknown, dueDate: Date | null, closeDate: Date | null, now: Date): boolean {
  const passed = (date: Date | null) => date !== null && date.getTime() <= now.getTime();
  switch (visibility) {
    case 'never':
      return false;
    case 'after_due_date':
      return passed(dueDate);
    case 'after_close_date':
      return passed(closeDate);
    default:
      return true;
  }
}
