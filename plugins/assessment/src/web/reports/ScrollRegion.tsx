import type { ReactNode } from 'react';

/** A wide table scrolls sideways on a narrow screen; the region takes focus so keyboards can scroll it. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lms-report-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
