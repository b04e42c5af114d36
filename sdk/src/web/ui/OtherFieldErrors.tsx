import './fields.css';

interface OtherFieldErrorsProps {
  /** The messages of a failed save, by field. */
  errors: Record<string, string>;
  /** The fields the form shows (their errors stand by them). */
  shownFields: readonly string[];
}

/** Under an editor's fields: the save errors of fields it does not show (set through the API), so none goes unseen. */
export function OtherFieldErrors({ errors, shownFields }: OtherFieldErrorsProps) {
  const others = Object.entries(errors).filter(([field]) => !shownFields.includes(field));
  if (others.length === 0) return null;
  return (
    <div className="lms-field-error" role="alert">
      <ul>
        {others.map(([field, message]) => (
          <li key={field}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
