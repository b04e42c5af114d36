import type { ReactNode } from 'react';

/** A wide table that scrolls sideways on a narrow screen; focusable so a keyboard can scroll it. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ins-reports-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
