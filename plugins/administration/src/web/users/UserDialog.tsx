import { useState } from 'react';
import { Button, ConfirmDialog, Modal, useNotify } from '@lms/sdk/web';
import {
  changeEmail,
  enrolUser,
  getUser,
  markAsPaid,
  movePayment,
  refundPayment,
  removeInstructor,
  removePermissions,
  setCredits,
  unenrolUser,
  verifyUser,
} from '../../calls/userCalls.ts';
import { useCallCache, useCallMutation, useCallQuery } from '../serverData.ts';
import { EnrolmentControls } from './EnrolmentControls.tsx';
import type { Question } from './Question.ts';
import { TextInput } from './TextInput.tsx';


const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** /administrator/users/{user_id} (part 3 §2, a modal): the account, its courses and payments, and the utilities of part 3 §7; destructive ones are asked first. */
export function UserDialog({ userId, onClose }: { userId: string; onClose(): void }) {
  const notify = useNotify();
  const cache = useCallCache();
  const user = useCallQuery(getUser, { params: { userId } });
  const writes = {
    verify: useCallMutation(verifyUser),
    email: useCallMutation(changeEmail),
    credits: useCallMutation(setCredits),
    permissions: useCallMutation(removePermissions),
    instructor: useCallMutation(removeInstructor),
    enrol: useCallMutation(enrolUser),
    unenrol: useCallMutation(unenrolUser),
    paid: useCallMutation(markAsPaid),
    move: useCallMutation(movePayment),
    refund: useCallMutation(refundPayment),
  };
  const [email, setEmail] = useState('');
  const [credits, setCreditsText] = useState('');
  const [courseId, setCourseId] = useState('');
  const [moveTo, setMoveTo] = useState<Record<string, string>>({});
  const [question, setQuestion] = useState<Question | null>(null);
  const busy = Object.values(writes).some((write) => write.isPending);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify({ type: 'success', message: done });
    } catch (error) {
      notify({ type: 'error', message: (error as Error).message });
    }
    setQuestion(null);
    void cache.invalidate(getUser, { params: { userId } });
  };
  const ask = (q: Question) => setQuestion(q);

  const record = user.data;
  const account = record?.account;
  const name = account ? `${account.firstname} ${account.lastname}` : 'User';
  const course = courseId.trim();
  return (
    <Modal title={name} size="wide" onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
      {user.isPending && <p role="status">Loading the account…</p>}
      {user.error && (
        <p className="lms-field-error" role="alert">
          {user.error.message}
        </p>
      )}
      {record && account && (
        <>
          <dl>
            <dt>Account id</dt>
            <dd>
              <code>{account.id}</code> (the codes it redeemed: /administrator/codes)
            </dd>
            <dt>Email</dt>
            <dd>{account.email}</dd>
            <dt>Phone, institution, role</dt>
            <dd>{[account.phone, account.institution, account.role].filter(Boolean).join(' · ') || '—'}</dd>
            <dt>Account</dt>
            <dd>
              {account.validated ? 'Verified' : 'Not verified'} · {account.instructor ? 'Professor' : 'Student'} · administrator {account.administrator} · credits {account.credits}
            </dd>
          </dl>
          <div className="lms-administration-row">
            {!account.validated && (
              <Button onClick={() => void act(() => writes.verify.mutateAsync({ body: { user_id: userId } }), 'Account verified.')} disabled={busy}>
                Verify
              </Button>
            )}
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => ask({ title: 'Remove permissions?', text: `${name} loses administrator and program administrator rights.`, confirm: 'Remove permissions', done: 'Permissions removed.', run: () => writes.permissions.mutateAsync({ body: { user_id: userId } }) })}
            >
              Remove permissions
            </Button>
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => ask({ title: 'Remove instructor?', text: `${name} is no longer a professor and leaves the staff of every course.`, confirm: 'Remove instructor', done: 'Instructor rights removed.', run: () => writes.instructor.mutateAsync({ body: { user_id: userId } }) })}
            >
              Remove instructor
            </Button>
          </div>
          <div className="lms-administration-row">
            <TextInput label="New email" type="email" value={email} onChange={setEmail} />
            <Button disabled={busy || !email.trim()} onClick={() => void act(() => writes.email.mutateAsync({ body: { user_id: userId, email: email.trim() } }), 'Email changed.')}>
              Change email
            </Button>
            <TextInput label="Credits" type="number" value={credits} onChange={setCreditsText} />
            <Button disabled={busy || credits === ''} onClick={() => void act(() => writes.credits.mutateAsync({ body: { user_id: userId, credits: Number(credits) } }), 'Credits saved.')}>
              Set credits
            </Button>
          </div>
          <h3>Courses</h3>
          <ul>
            {record.courses.map((c) => (
              <li key={c.courseId}>
                {c.title} ({c.role}) <code>{c.courseId}</code>
                {c.enrolment && <EnrolmentControls key={`${c.enrolment.accessEndDate}/${c.enrolment.paymentDueDate}`} userId={userId} name={name} membership={{ ...c, enrolment: c.enrolment }} busy={busy} act={act} ask={ask} />}
              </li>
            ))}
          </ul>
          <div className="lms-administration-row">
            <TextInput label="Course id" value={courseId} onChange={setCourseId} />
            <Button disabled={busy || !course} onClick={() => void act(() => writes.enrol.mutateAsync({ body: { user_id: userId, course_id: course } }), 'Enrolled.')}>
              Enroll
            </Button>
            <Button
              variant="danger"
              disabled={busy || !course}
              onClick={() => ask({ title: 'Unenroll?', text: `${name} leaves the course ${course}.`, confirm: 'Unenroll', done: 'Unenrolled.', run: () => writes.unenrol.mutateAsync({ body: { user_id: userId, course_id: course } }) })}
            >
              Unenroll
            </Button>
            <Button disabled={busy || !course} onClick={() => void act(() => writes.paid.mutateAsync({ body: { user_id: userId, course_id: course } }), 'Marked as paid.')}>
              Mark as paid
            </Button>
          </div>
          <h3>Payments</h3>
          {record.payments.length === 0 && <p>No payments.</p>}
          {record.payments.length > 0 && (
            <div className="lms-administration-scroll">
              <table className="lms-administration-table">
                <caption>Payments of {name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Paid</th>
                    <th scope="col">Course</th>
                    <th scope="col">Amount</th>
                    <th scope="col">State</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {record.payments.map((payment) => {
                    const title = record.courses.find((c) => c.courseId === payment.courseId)?.title ?? payment.courseId;
                    const target = (moveTo[payment.id] ?? '').trim();
                    return (
                      <tr key={payment.id}>
                        <td>{new Date(payment.paidAt).toLocaleDateString()}</td>
                        <td>{title}</td>
                        <td>
                          {money(payment.amount)} ({payment.paymentType})
                        </td>
                        <td>{payment.refundedAt ? `Refunded ${new Date(payment.refundedAt).toLocaleDateString()}` : 'Paid'}</td>
                        <td>
                          {!payment.refundedAt && (
                            <div className="lms-administration-row">
                              <Button
                                variant="danger"
                                small
                                disabled={busy}
                                onClick={() => ask({ title: 'Refund this payment?', text: `${money(payment.amount)} for ${title} goes back to ${name}; the course is no longer paid.`, confirm: 'Refund', done: 'Payment refunded.', run: () => writes.refund.mutateAsync({ body: { payment_id: payment.id } }) })}
                              >
                                Refund
                              </Button>
                              <TextInput label={`Move payment for ${title} to course id`} value={moveTo[payment.id] ?? ''} onChange={(value) => setMoveTo({ ...moveTo, [payment.id]: value })} />
                              <Button
                                small
                                disabled={busy || !target}
                                onClick={() => ask({ title: 'Move this payment?', text: `The payment for ${title} will pay for course ${target} instead.`, confirm: 'Move payment', done: 'Payment moved.', run: () => writes.move.mutateAsync({ body: { payment_id: payment.id, course_id: target } }) })}
                              >
                                Move
                              </Button>
                            </div>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {question && (
        <ConfirmDialog title={question.title} confirmLabel={question.confirm} danger busy={busy} onCancel={() => setQuestion(null)} onConfirm={() => void act(question.run, question.done)}>
          <p>{question.text}</p>
        </ConfirmDialog>
      )}
    </Modal>
  );
}
