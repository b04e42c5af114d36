/** Loading and failure lines shared by the report screens. */
export function LoadState({ error, what }: { error: Error | null; what: string }) {
  if (error) {
    return (
      <p role="alert" className="ins-reports-error">
        {error.message}
      </p>
    );
  }
  return <p role="status">Loading {what}…</p>;
}
