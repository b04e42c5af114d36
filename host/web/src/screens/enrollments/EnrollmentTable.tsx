import { useMemo } from 'react';
import { DataGrid, type GridColumn, type GridSelection } from '@lms/sdk/web';
import type { EnrolledStudent } from '@lms/sdk/calls';
import { courseDate } from '../ongoingCourse/courseDate.ts';

interface EnrollmentTableProps {
  students: readonly EnrolledStudent[];
  /** The course asks a price: "Paid" says yes or no; otherwise it says none is due. */
  paymentRequired: boolean;
  /** Rows can be chosen (for un-enrolling) only by those who may un-enrol. */
  selection: { selected: ReadonlySet<string>; onSelect(ids: readonly string[], checked: boolean): void } | null;
}

const daysLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

function paidLabel(student: EnrolledStudent, paymentRequired: boolean): string {
  if (student.paid) return `Yes${student.paid_at ? `, ${courseDate(student.paid_at)}` : ''}`;
  return paymentRequired ? 'No' : 'Not required';
}

const columns = (paymentRequired: boolean): GridColumn<EnrolledStudent>[] => [
  { id: 'name', header: 'Name', width: 200, rowHeader: true, sortable: true, value: (student) => `${student.lastname}, ${student.firstname}` },
  { id: 'email', header: 'Email', width: 240, sortable: true, value: (student) => student.email },
  {
    id: 'enrolled',
    header: 'Enrolled',
    width: 190,
    sortable: true,
    value: (student) => `${courseDate(student.enrolled.date) ?? ''} (${daysLabel(student.enrolled.days_since)})`,
    sortValue: (student) => student.enrolled.days_since,
  },
  { id: 'paid', header: 'Paid', width: 150, sortable: true, value: (student) => paidLabel(student, paymentRequired) },
  {
    id: 'access_end_date',
    header: 'Access end date',
    width: 150,
    sortable: true,
    value: (student) => courseDate(student.access_end_date) ?? 'None',
    sortValue: (student) => student.access_end_date ?? '',
  },
];

const studentId = (student: EnrolledStudent) => student._id;

/** The enrolled students (part 3 §3 roster entry and enrollment); with a selection, a checkbox each and one for all shown. */
export function EnrollmentTable({ students, paymentRequired, selection }: EnrollmentTableProps) {
  const gridColumns = useMemo(() => columns(paymentRequired), [paymentRequired]);
  const gridSelection = useMemo<GridSelection<EnrolledStudent> | undefined>(() => {
    if (!selection) return undefined;
    const { selected, onSelect } = selection;
    return {
      selected,
      allLabel: 'Select all students shown',
      rowLabel: (student) => `Select ${student.fullname}`,
      onChange: (next) => {
        const added = [...next].filter((id) => !selected.has(id));
        const removed = [...selected].filter((id) => !next.has(id));
        if (added.length > 0) onSelect(added, true);
        if (removed.length > 0) onSelect(removed, false);
      },
    };
  }, [selection]);
  return (
    <div className="roster-table-wrap">
      <DataGrid label="Enrolled students, by last name" columns={gridColumns} rows={students} rowId={studentId} selection={gridSelection} csvFileName="enrollments.csv" />
    </div>
  );
}
