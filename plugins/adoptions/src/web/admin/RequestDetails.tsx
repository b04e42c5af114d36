import type { ApiAdoptionRequest } from '../../schemas/adoptionTypes.ts';
import { REQUEST_FIELD_LABELS } from '../../schemas/adoptionMessages.ts';
import { formatDay, formatMoment } from '../dates.ts';
import { requesterName } from './requesterName.ts';

/** What the instructor asked for, as they entered it. */
export function RequestDetails({ request }: { request: ApiAdoptionRequest }) {
  return (
    <dl className="lms-adoptions-details">
      <dt>Requester</dt>
      <dd>
        {requesterName(request)}
        {request.user && ` (${request.user.email})`}
      </dd>
      <dt>Catalog course</dt>
      <dd>{request.course?.title ?? ''}</dd>
      <dt>{REQUEST_FIELD_LABELS.course_title}</dt>
      <dd>{request.course_title}</dd>
      <dt>{REQUEST_FIELD_LABELS.course_start_date}</dt>
      <dd>{formatDay(request.course_start_date)}</dd>
      <dt>{REQUEST_FIELD_LABELS.course_enrollment}</dt>
      <dd>{request.course_enrollment}</dd>
      <dt>Requested at</dt>
      <dd>{formatMoment(request.created_at)}</dd>
    </dl>
  );
}
