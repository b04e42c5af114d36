import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, FormField, routePath, useApi, useAppNavigate, useNotify, useUnsavedChangesWarning } from '@lms/sdk/web';
import { ADOPTION_MESSAGES, REQUEST_FIELD_LABELS } from '../../schemas/adoptionMessages.ts';
import type { ApiAdoptionRequest } from '../../schemas/adoptionTypes.ts';
import { adoptionsApi } from '../adoptionsApi.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { errorsOf, missingFields, NO_ERRORS, type FormErrors } from '../fieldErrors.ts';
import { ApprovedNotice } from './ApprovedNotice.tsx';
import { RequestNotFound } from './RequestNotFound.tsx';

type Outcome = { kind: 'editing' } | { kind: 'approved'; request: ApiAdoptionRequest } | { kind: 'gone' } | { kind: 'rejected' };

/** A decided or unknown request: the spec answers both with one message (part 3 §8). */
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

/**
 * The course approval makes, editable first (part 3 §4 "Approving edits the
 * course and sends an email"): its title and start date, then Approve or
 * Reject. Leaving with unsaved edits asks first.
 */
export function ApproveForm({ request }: { request: ApiAdoptionRequest }) {
  const api = useApi();
  const notify = useNotify();
  const navigate = useAppNavigate();
  const initial = { title: request.course_title, start_date: request.course_start_date };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [confirmingReject, setConfirmingReject] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });

  const dirty = outcome.kind === 'editing' && (values.title !== initial.title || values.start_date !== initial.start_date);
  const warning = useUnsavedChangesWarning(dirty);
  // After the hook: once rejected, the edits no longer count, so leaving does not ask.
  useEffect(() => {
    if (outcome.kind === 'rejected') navigate(routePath('administrator.requests'));
  }, [outcome.kind, navigate]);

  const failed = (error: unknown) => {
    if (isGone(error)) {
      setOutcome({ kind: 'gone' });
      notify({ type: 'error', message: ADOPTION_MESSAGES.requestNotFound });
    } else if (error instanceof ApiError && error.status === 422) {
      setErrors(errorsOf(error));
    } else {
      notify({ type: 'error', message: ADOPTION_MESSAGES.failedToUpdateCourse });
    }
  };

  const approve = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values, { title: 'course_title', start_date: 'course_start_date' });
    if (missing) return setErrors(missing);
    setBusy(true);
    try {
      const approved = await adoptionsApi.approve(api, request._id, values);
      setOutcome({ kind: 'approved', request: approved });
      notify({ type: 'success', message: 'Request approved: the course was created and the instructor emailed.' });
    } catch (error) {
      failed(error);
    }
    setBusy(false);
  };

  const reject = async () => {
    setConfirmingReject(false);
    setBusy(true);
    try {
      await adoptionsApi.decide(api, [request._id], 'reject');
      notify({ type: 'success', message: 'Request rejected.' });
      setOutcome({ kind: 'rejected' });
    } catch (error) {
      failed(error);
    }
    setBusy(false);
  };

  if (outcome.kind === 'approved') return <ApprovedNotice request={outcome.request} />;
  if (outcome.kind === 'gone') return <RequestNotFound />;
  return (
    <>
      <form className="lms-adoptions-form" onSubmit={(event) => void approve(event)} noValidate>
        <h2>The course to create</h2>
        <FormField
          label={REQUEST_FIELD_LABELS.course_title}
          value={values.title}
          onChange={(title) => setValues((current) => ({ ...current, title }))}
          error={errors.fields.title}
          maxLength={300}
        />
        <FormField
          label={REQUEST_FIELD_LABELS.course_start_date}
          type="date"
          value={values.start_date}
          onChange={(start_date) => setValues((current) => ({ ...current, start_date }))}
          error={errors.fields.start_date}
        />
        {errors.form && (
          <p className="lms-field-error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="lms-adoptions-actions">
          <button type="submit" className="lms-adoptions-button lms-adoptions-primary" disabled={busy}>
            Approve
          </button>
          <button type="button" className="lms-adoptions-button" disabled={busy} onClick={() => setConfirmingReject(true)}>
            Reject
          </button>
        </div>
      </form>
      {confirmingReject && (
        <ConfirmDialog title="Reject this request?" confirmLabel="Reject" onCancel={() => setConfirmingReject(false)} onConfirm={() => void reject()}>
          <p>The instructor will not get the course.</p>
        </ConfirmDialog>
      )}
      {warning}
    </>
  );
}
