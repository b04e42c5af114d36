import { useEffect, useRef } from 'react';
import type { RosterEntry } from '@lms/sdk/web';

interface RosterTableProps {
  students: readonly RosterEntry[];
  selected: ReadonlySet<string>;
  onSelect(ids: readonly string[], checked: boolean): void;
}

const daysLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** The students with a checkbox each; the header's box selects or clears every student shown. */
export function RosterTable({ students, selected, onSelect }: RosterTableProps) {
  const selectAllRef = useRef<HTMLInputElement>(null);
  const shownIds = students.map((student) => student._id);
  const shownSelected = shownIds.filter((id) => selected.has(id)).length;
  const all = shownIds.length > 0 && shownSelected === shownIds.length;

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = shownSelected > 0 && !all;
  }, [shownSelected, all]);

  return (
    <div className="roster-table-wrap">
      <table className="roster-table">
        <caption className="visually-hidden">Students of the course, by last name</caption>
        <thead>
          <tr>
            <th scope="col" className="roster-table__select">
              <input ref={selectAllRef} type="checkbox" aria-label="Select all students shown" checked={all} onChange={(event) => onSelect(shownIds, event.target.checked)} />
            </th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Enrolled for</th>
            <th scope="col">LTI</th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr key={student._id}>
              <td className="roster-table__select">
                <input type="checkbox" aria-label={`Select ${student.fullname}`} checked={selected.has(student._id)} onChange={(event) => onSelect([student._id], event.target.checked)} />
              </td>
              <th scope="row">
                {student.lastname}, {student.firstname}
              </th>
              <td>{student.email}</td>
              <td>{daysLabel(student.enrolled.days_since)}</td>
              <td>{student.lti ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
