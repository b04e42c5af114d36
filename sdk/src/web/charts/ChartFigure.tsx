import { Suspense, useId, useState, type ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';
import { ChartDataTable } from './ChartDataTable.tsx';
import type { ChartTable } from './chartTypes.ts';
import './charts.css';

interface ChartFigureProps {
  title: string;
  /** The picture's accessible name. */
  summary: string;
  height: number;
  table: ChartTable;
  /** The lazily loaded Recharts plot. */
  children: ReactNode;
}

/**
 * The frame every chart shares: its title, the picture as one image with a
 * summary (screen readers skip the SVG's innards), and the same data as a
 * table, hidden from sight until asked for but always read by screen readers.
 * The plot's box has its final height before Recharts arrives, so nothing jumps.
 */
export function ChartFigure({ title, summary, height, table, children }: ChartFigureProps) {
  const titleId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <figure className="lms-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="lms-chart__title">
        {title}
      </figcaption>
      <div className="lms-chart__plot" role="img" aria-label={summary} style={{ height }}>
        <Suspense fallback={null}>{children}</Suspense>
      </div>
      <Button variant="secondary" small className="lms-chart__toggle" aria-controls={tableId} aria-pressed={tableShown} onClick={() => setTableShown((shown) => !shown)}>
        Show the data as a table
      </Button>
      <ChartDataTable id={tableId} caption={title} table={table} visible={tableShown} />
    </figure>
  );
}
