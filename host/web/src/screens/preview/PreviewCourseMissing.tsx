import { Link } from 'react-router';
import '../screens.css';
import { buttonClass } from '@lms/sdk/web';

/** A preview URL without its `course` query: nothing to load, so say how to open one. */
export function PreviewCourseMissing() {
  return (
    <div className="screen screen--narrow screen-message">
      <h1>Preview unavailable</h1>
      <p>This preview link does not say which course it belongs to. Open the preview again from the course's editor.</p>
      <Link className={buttonClass({ variant: 'secondary' })} to="/list">
        Back to My Courses
      </Link>
    </div>
  );
}
