import { useState } from 'react';
import { Button } from '@lms/sdk/web';
import { changeDates, setOptOut } from '../../calls/userCalls.ts';
import type { ApiAccountRecord } from '../../schemas/administrationTypes.ts';
import { courseDate } from '../courses/courseDates.ts';
import { useCallMutation } from '../serverData.ts';
import { TextInput } from './TextInput.tsx';
import type { Question } from './Question.ts';

type Membership = ApiAccountRecord['courses'][number];

interface EnrolmentControlsProps {
  userId: string;
  name: string;
  membership: Membership & { enrolment: NonNullable<Membership['enrolment']> };
  busy: boolean;
  act(run: () => Promise<unknown>, done: string): Promise<void>;
  ask(question: Question): void;
}

/** A date box's YYYY-MM-DD from an ISO date, and back (midnight UTC; blank: the course's date). */
const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const isoOf = (day: string) => (day ? `${day}T00:00:00.000Z` : null);

/** A student's enrolment in the user modal (part 3 §3 Enrollment): change its dates (utils/change_date), opt out of inclusive access or back in (utils/ia_opt_out). */
export function EnrolmentControls({ userId, name, membership, busy, act, ask }: EnrolmentControlsProps) {
  const { courseId, title, enrolment } = membership;
  const dates = useCallMutation(changeDates);
  const optOut = useCallMutation(setOptOut);
  const [accessEnd, setAccessEnd] = useState(dayOf(enrolment.accessEndDate));
  const [paymentDue, setPaymentDue] = useState(dayOf(enrolment.paymentDueDate));
  const pending = busy || dates.isPending || optOut.isPending;
  const saveDates = () =>
    act(() => dates.mutateAsync({ body: { user_id: userId, course_id: courseId, access_end_date: isoOf(accessEnd), payment_due_date: isoOf(paymentDue) } }), 'Dates changed.');
  const flipOptOut = () => optOut.mutateAsync({ body: { user_id: userId, course_id: courseId, ia_opt_out: !enrolment.iaOptOut } });
  return (
    <div className="lms-administration-row">
      <span>
        Access ends {courseDate(enrolment.accessEndDate)} · payment due {courseDate(enrolment.paymentDueDate)}
        {enrolment.iaOptOut ? ' · opted out of inclusive access' : ''}
      </span>
      <TextInput label={`Access end date for ${title}`} type="date" value={accessEnd} onChange={setAccessEnd} />
      <TextInput label={`Payment due date for ${title}`} type="date" value={paymentDue} onChange={setPaymentDue} />
      <Button small disabled={pending} onClick={() => void saveDates()}>
        Change dates
      </Button>
      {enrolment.iaOptOut ? (
        <Button small disabled={pending} onClick={() => void act(flipOptOut, 'Opted back in to inclusive access.')}>
          Opt back in
        </Button>
      ) : (
        <Button
          small
          variant="danger"
          disabled={pending}
          onClick={() => ask({ title: 'Opt out of inclusive access?', text: `${name} is opted out of inclusive access for ${title}.`, confirm: 'Opt out', done: 'Opted out of inclusive access.', run: flipOptOut })}
        >
          Opt out (inclusive access)
        </Button>
      )}
    </div>
  );
}
