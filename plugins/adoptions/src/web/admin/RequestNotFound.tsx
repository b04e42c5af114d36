import { AppLink, routePath } from '@lms/sdk/web';
import { ADOPTION_MESSAGES } from '../../schemas/adoptionMessages.ts';

/** A request that is decided or unknown: the spec's message, and the way back to the outstanding ones. */
export function RequestNotFound() {
  return (
    <>
      <p role="alert">{ADOPTION_MESSAGES.requestNotFound}</p>
      <p>
        <AppLink to={routePath('administrator.requests')}>Back to the adoption requests</AppLink>
      </p>
    </>
  );
}
