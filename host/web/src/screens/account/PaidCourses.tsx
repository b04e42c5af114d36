import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import type { PaidCourse } from '@lms/sdk/calls';
import { formatAmount, formatPaidDate, paidCoursesQuery } from './paidCourses.ts';

function PaidCourseCard({ course }: { course: PaidCourse }) {
  const paidOn = formatPaidDate(course.paid);
  return (
    <li className="paid-course">
      {course.professorsPictureUrl && <img className="paid-course__picture" src={course.professorsPictureUrl} alt={course.altText ?? ''} width={64} height={64} />}
      <div>
        <h3 className="paid-course__title">{course.title}</h3>
        <dl className="paid-course__facts">
          <div>
            <dt>Amount</dt>
            <dd>{formatAmount(course.amount)}</dd>
          </div>
          {paidOn && (
            <div>
              <dt>Paid on</dt>
              <dd>
                <time dateTime={course.paid}>{paidOn}</time>
              </dd>
            </div>
          )}
          <div>
            <dt>Payment</dt>
            <dd>{course.payment_type}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

/** The courses the user paid for (GET account/paid_courses/). */
export function PaidCourses() {
  const { api } = useShell();
  const courses = useQuery(paidCoursesQuery(api));
  return (
    <section aria-labelledby="account-paid-title">
      <h2 id="account-paid-title">Paid courses</h2>
      {courses.isPending && <LoadingState label="Loading your paid courses…" />}
      {courses.isError && !isSessionLoss(courses.error) && (
        <p role="alert" className="form-error">
          Your paid courses could not be loaded: {errorNotice(courses.error)}
        </p>
      )}
      {courses.isSuccess && courses.data.length === 0 && <p className="account__empty">You have not paid for any courses.</p>}
      {courses.isSuccess && courses.data.length > 0 && (
        <ul className="paid-courses">
          {courses.data.map((course) => (
            <PaidCourseCard key={course._id} course={course} />
          ))}
        </ul>
      )}
    </section>
  );
}
