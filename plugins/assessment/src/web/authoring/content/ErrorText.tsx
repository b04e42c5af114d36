/** A save's message about a whole list or group (its rows carry their own). */
export function ErrorText({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p className="lms-field-error" role="alert">
      {message}
    </p>
  );
}
