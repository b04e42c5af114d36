import '../login/form/formSuccess.css';

/** A form's outcome under its fields: the success text announced politely, a failure as an alert. */
export function FormStatus({ success, error }: { success?: string; error?: string }) {
  return (
    <>
      <p role="status" className={success ? 'form-success' : 'visually-hidden'}>
        {success}
      </p>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </>
  );
}
