import type { Bundle } from '../../schemas/paymentTypes.ts';
import { formatAmount } from '../money.ts';

const START_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Part 1 §3 Bundle: the courses it opens, in order, and its price. */
export function BundleSummary({ bundle }: { bundle: Bundle }) {
  return (
    <div className="lms-payments-summary">
      <ul className="lms-payments-courses" aria-label="Courses included">
        {bundle.course_details.map((course) => (
          <li key={course._id}>
            <span className="lms-payments-course-title">{course.title}</span>
            {course.subtitle && <span className="lms-payments-muted">{course.subtitle}</span>}
            {course.startDate && (
              <span className="lms-payments-muted">
                Starts <time dateTime={course.startDate}>{START_DATE.format(new Date(course.startDate))}</time>
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="lms-payments-price">
        Price: <strong>{formatAmount(bundle.amount, bundle.currency)}</strong>
      </p>
    </div>
  );
}
