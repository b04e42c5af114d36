import type { ReactNode } from 'react';
import './embedFrame.css';

/** A note where embedded content cannot show, or about what an address will show. */
export function EmbedNotice({ children }: { children: ReactNode }) {
  return <p className="lms-embed-notice">{children}</p>;
}
