import type { GradebookActivity } from '@lms/sdk/gradebook';

/** The export's fixed headings, before one column per activity and the total (issue 17 design "CSV export"). */
export const STUDENT_HEADINGS = ['Student id', 'Last name', 'First name', 'Email'] as const;
export const TOTAL_HEADING = 'Total %';
/** An excused cell in the file; the import leaves excusals as they are. */
export const EXCUSED_CELL = 'Excused';

/** "<title> [<activity id>]": the id in brackets names the column when the file comes back. */
export const activityHeading = (activity: GradebookActivity) => `${activity.title} [${activity.id}]`;

/** The activity id a heading names, or null when it names none. */
export function headingActivityId(heading: string): string | null {
  return /\[([0-9a-f]{24})\]\s*$/.exec(heading)?.[1] ?? null;
}
