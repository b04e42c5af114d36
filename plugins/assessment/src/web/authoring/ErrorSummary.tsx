import type { SaveFailure } from './fieldErrors.ts';

/** Above the form: why the save failed, every message once (each also stands by its field), so none goes unseen. */
export function ErrorSummary({ failure, title }: { failure: SaveFailure | null; title: string }) {
  if (failure === null) return null;
  const messages = [...new Set([failure.message, ...Object.values(failure.fields)])];
  return (
    <div className="lms-authoring-summary" role="alert">
      <p>{title}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
