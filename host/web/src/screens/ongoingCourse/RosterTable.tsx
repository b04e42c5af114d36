import { useMemo } from 'react';
import { DataGrid, type GridColumn, type GridSelection, type RosterEntry } from '@lms/sdk/web';

interface RosterTableProps {
  students: readonly RosterEntry[];
  selected: ReadonlySet<string>;
  onSelect(ids: readonly string[], checked: boolean): void;
}

const daysLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

const COLUMNS: GridColumn<RosterEntry>[] = [
  { id: 'name', header: 'Name', width: 200, rowHeader: true, sortable: true, value: (student) => `${student.lastname}, ${student.firstname}` },
  { id: 'email', header: 'Email', width: 240, sortable: true, value: (student) => student.email },
  { id: 'enrolled', header: 'Enrolled for', width: 130, sortable: true, value: (student) => daysLabel(student.enrolled.days_since), sortValue: (student) => student.enrolled.days_since },
  { id: 'lti', header: 'LTI', width: 80, sortable: true, value: (student) => (student.lti ? 'Yes' : 'No') },
];

const studentId = (student: RosterEntry) => student._id;

/** The students with a checkbox each; the header's box selects or clears every student shown. */
export function RosterTable({ students, selected, onSelect }: RosterTableProps) {
  const selection = useMemo<GridSelection<RosterEntry>>(
    () => ({
      selected,
      allLabel: 'Select all students shown',
      rowLabel: (student) => `Select ${student.fullname}`,
      onChange: (next) => {
        const added = [...next].filter((id) => !selected.has(id));
        const removed = [...selected].filter((id) => !next.has(id));
        if (added.length > 0) onSelect(added, true);
        if (removed.length > 0) onSelect(removed, false);
      },
    }),
    [selected, onSelect],
  );
  return (
    <div className="roster-table-wrap">
      <DataGrid label="Students of the course, by last name" columns={COLUMNS} rows={students} rowId={studentId} selection={selection} csvFileName="students.csv" />
    </div>
  );
}
