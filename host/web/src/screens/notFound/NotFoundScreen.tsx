import { Link } from 'react-router';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import '../screens.css';
import { buttonClass } from '@lms/sdk/web';

/** The /404 screen, also shown for any route whose screen does not exist (yet) or that the user may not open. */
export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <div className="screen screen--narrow screen-message">
      <p className="screen-message__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or is not available to you.</p>
      <Link className={buttonClass({ variant: 'primary' })} to="/">
        Go to the home page
      </Link>
    </div>
  );
}
