import type { ReactNode } from 'react';

/** What a section reads of a query's state (the host's query result has these). */
export interface SectionQuery<T> {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
}

/**
 * A section of the AI manager around one query: its heading, a status line
 * while it loads, the error's message if it failed, and `children` of the
 * answer once there is one.
 */
export function QuerySection<T>({ id, title, loading, query, children }: { id: string; title: string; loading: string; query: SectionQuery<T>; children: (data: T) => ReactNode }) {
  return (
    <section className="lms-ai-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.isPending && <p role="status">{loading}</p>}
      {query.error && <p role="alert">{query.error.message}</p>}
      {query.data !== undefined && children(query.data)}
    </section>
  );
}
