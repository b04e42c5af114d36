import './forms.css';
import '../ui/visuallyHidden.css';
import { useFormStatus } from './FormStatusContext.ts';

/**
 * Under a form's fields: the form's message as an alert and the success of the
 * last save, announced politely (its live region is always there, so it is
 * heard). A form that says its success in its own words turns that part off.
 */
export function FormStatusLine({ success: showSuccess = true }: { success?: boolean }) {
  const { error, success } = useFormStatus();
  return (
    <>
      {showSuccess && (
        <p role="status" className={success ? 'lms-form-success' : 'lms-visually-hidden'}>
          {success}
        </p>
      )}
      {error && (
        <p role="alert" className="lms-form-error">
          {error}
        </p>
      )}
    </>
  );
}
