import { useEffect, useState } from 'react';
import { ApiError, Button, ConfirmDialog, Form, FormField, FormStatusLine, routePath, SubmitButton, useApi, useAppNavigate, useLmsForm, useNotify } from '@lms/sdk/web';
import { ADOPTION_MESSAGES, REQUEST_FIELD_LABELS } from '../../schemas/adoptionMessages.ts';
import type { ApiAdoptionRequest } from '../../schemas/adoptionTypes.ts';
import { adoptionsApi } from '../adoptionsApi.ts';
import { requiredFields } from '../fieldErrors.ts';
import { ApprovedNotice } from './ApprovedNotice.tsx';
import { RequestNotFound } from './RequestNotFound.tsx';

type Outcome = { kind: 'editing' } | { kind: 'approved'; request: ApiAdoptionRequest } | { kind: 'gone' } | { kind: 'rejected' };

/** A decided or unknown request: the spec answers both with one message (part 3 §8). */
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

interface CourseValues {
  title: string;
  start_date: string;
}

const rules = requiredFields<CourseValues>({ title: 'course_title', start_date: 'course_start_date' });

/**
 * The course approval makes, editable first (part 3 §4 "Approving edits the
 * course and sends an email"): its title and start date, then Approve or
 * Reject. Leaving with unsaved edits asks first.
 */
export function ApproveForm({ request }: { request: ApiAdoptionRequest }) {
  const api = useApi();
  const notify = useNotify();
  const navigate = useAppNavigate();
  const form = useLmsForm<CourseValues>({
    defaultValues: { title: request.course_title, start_date: request.course_start_date },
    rules,
    invalidMessage: ADOPTION_MESSAGES.requiredFields,
    // A failure other than a 422 is said by a notification.
    failureMessage: () => undefined,
  });
  const [busy, setBusy] = useState(false);
  const [confirmingReject, setConfirmingReject] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });
  useEffect(() => {
    if (outcome.kind === 'rejected') navigate(routePath('administrator.requests'));
  }, [outcome.kind, navigate]);

  /** Says what went wrong; true when the request is still there to act on. */
  const failed = (error: unknown) => {
    if (isGone(error)) {
      setOutcome({ kind: 'gone' });
      notify({ type: 'error', message: ADOPTION_MESSAGES.requestNotFound });
      return false;
    }
    if (!(error instanceof ApiError && error.status === 422)) notify({ type: 'error', message: ADOPTION_MESSAGES.failedToUpdateCourse });
    return true;
  };

  const approve = async (values: CourseValues) => {
    try {
      const approved = await adoptionsApi.approve(api, request._id, values);
      setOutcome({ kind: 'approved', request: approved });
      notify({ type: 'success', message: 'Request approved: the course was created and the instructor emailed.' });
    } catch (error) {
      if (failed(error)) throw error;
    }
  };

  const reject = async () => {
    setConfirmingReject(false);
    setBusy(true);
    try {
      await adoptionsApi.decide(api, [request._id], 'reject');
      notify({ type: 'success', message: 'Request rejected.' });
      // Once rejected, the edits no longer count: leaving does not ask.
      form.reset(form.getValues());
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
      <Form form={form} onSubmit={approve} className="lms-adoptions-form">
        <h2>The course to create</h2>
        <FormField name="title" label={REQUEST_FIELD_LABELS.course_title} maxLength={300} />
        <FormField name="start_date" label={REQUEST_FIELD_LABELS.course_start_date} type="date" />
        <FormStatusLine success={false} />
        <div className="lms-adoptions-actions">
          <SubmitButton label="Approve" busyLabel="Approving…" disabled={busy} />
          <Button disabled={busy || form.formState.isSubmitting} onClick={() => setConfirmingReject(true)}>
            Reject
          </Button>
        </div>
      </Form>
      {confirmingReject && (
        <ConfirmDialog title="Reject this request?" confirmLabel="Reject" danger onCancel={() => setConfirmingReject(false)} onConfirm={() => void reject()}>
          <p>The instructor will not get the course.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
