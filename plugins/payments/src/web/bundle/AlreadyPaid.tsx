import { AppLink } from '@lms/sdk/web';
import type { Bundle } from '../../schemas/paymentTypes.ts';
import { PAYMENT_MESSAGES } from '../../schemas/paymentMessages.ts';

/** The caller has every course of the bundle: nothing to pay, a way into each. */
export function AlreadyPaid({ bundle }: { bundle: Bundle }) {
  return (
    <div className="lms-payments-step">
      <p className="lms-payments-info" role="status">
        {PAYMENT_MESSAGES.alreadyPaid}
      </p>
      <ul className="lms-payments-links">
        {bundle.course_details.map((course) => (
          <li key={course._id}>
            <AppLink to={`/${course._id}`}>Open {course.title}</AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
