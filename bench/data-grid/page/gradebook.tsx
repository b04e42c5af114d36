import type { GridColumn, GridColumnGroup, GridColumnSpec } from '@lms/sdk/web';

/** One student's marks; null where nothing is graded yet. */
export interface StudentMarks {
  id: string;
  name: string;
  marks: (number | null)[];
}

const GROUP_SIZE = 10;

/** Deterministic marks (no randomness between runs): a student, an activity, a score or nothing. */
export function gradebookRows(students: number, activities: number): StudentMarks[] {
  return Array.from({ length: students }, (_, row) => ({
    id: `student-${row}`,
    name: `Student ${String(row + 1).padStart(4, '0')}`,
    marks: Array.from({ length: activities }, (_, col) => ((row * 31 + col * 17) % 23 === 0 ? null : (row * 7 + col * 13) % 101)),
  }));
}

const markColumn = (col: number): GridColumn<StudentMarks> => ({
  id: `activity-${col}`,
  header: `Activity ${col + 1}`,
  width: 110,
  sortable: true,
  value: (row) => row.marks[col] ?? null,
  edit: {
    validate: (text) => (/^\d{1,3}$/.test(text) && Number(text) <= 100 ? null : 'Enter a whole number from 0 to 100.'),
    commit: (row, text) => {
      row.marks[col] = Number(text);
    },
  },
});

/** The gradebook's columns: the student (sticky), then activities in units of ten that open and close. */
export function gradebookColumns(activities: number): GridColumnSpec<StudentMarks>[] {
  const groups: GridColumnGroup<StudentMarks>[] = [];
  for (let first = 0; first < activities; first += GROUP_SIZE) {
    const columns = Array.from({ length: Math.min(GROUP_SIZE, activities - first) }, (_, offset) => markColumn(first + offset));
    groups.push({ id: `unit-${first / GROUP_SIZE + 1}`, header: `Unit ${first / GROUP_SIZE + 1}`, columns, collapsible: true });
  }
  return [{ id: 'name', header: 'Student', width: 180, rowHeader: true, sortable: true, filterable: true, value: (row) => row.name }, ...groups];
}
