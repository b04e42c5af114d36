import { Link } from 'react-router';
import { buttonClass } from '@lms/sdk/web';

/** The empty list's honest state: nothing yet, and where to join a course with its id. */
export function JoinCourseHint({ message }: { message: string }) {
  return (
    <>
      <p>{message}</p>
      <Link className={buttonClass({ variant: 'primary' })} to="/signup">
        Join a course
      </Link>
    </>
  );
}
