import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { DataGrid } from '@lms/sdk/web';
import { gradebookColumns, gradebookRows } from './gradebook.tsx';
import { PlainTable } from './PlainTable.tsx';

declare global {
  interface Window {
    /** Milliseconds from handing the data to React to the first frame that shows it. */
    benchFirstPaint?: number;
  }
}

const query = new URLSearchParams(location.search);
const mode = query.get('mode') === 'plain' ? 'plain' : 'grid';
const students = Number(query.get('rows') ?? 2000);
const activities = Number(query.get('cols') ?? 300);
const rows = gradebookRows(students, activities);
const columns = gradebookColumns(activities);

function GridPage() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataGrid
      label="Marks"
      columns={columns}
      rows={rows}
      rowId={(row) => row.id}
      selection={{ selected, onChange: setSelected, rowLabel: (row) => `Select ${row.name}`, allLabel: 'Select all students shown' }}
      csvFileName="marks.csv"
    />
  );
}

/** Notes the first paint: the second animation frame after the commit runs once the commit's frame was presented. */
function FirstPaint({ start, children }: { start: number; children: ReactNode }) {
  useLayoutEffect(() => {
    requestAnimationFrame(() => requestAnimationFrame(() => (window.benchFirstPaint = performance.now() - start)));
  }, [start]);
  return children;
}

const start = performance.now();
createRoot(document.getElementById('root')!).render(<FirstPaint start={start}>{mode === 'plain' ? <PlainTable rows={rows} activities={activities} /> : <GridPage />}</FirstPaint>);
