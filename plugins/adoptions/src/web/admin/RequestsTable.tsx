import { AppLink, routePath, VISUALLY_HIDDEN_CLASS, Button } from '@lms/sdk/web';
import type { ApiAdoptionRequest } from '../../schemas/adoptionTypes.ts';
import type { Decision } from '../../schemas/adoptionBodies.ts';
import { formatDay, formatMoment } from '../dates.ts';
import { requesterName } from './requesterName.ts';

interface RequestsTableProps {
  requests: ApiAdoptionRequest[];
  onDecide(request: ApiAdoptionRequest, action: Decision): void;
}

/** The outstanding requests, one row each, with what the requester asked and the row's actions. */
export function RequestsTable({ requests, onDecide }: RequestsTableProps) {
  return (
    <table className="lms-adoptions-table">
      <caption className="lms-adoptions-caption">Outstanding adoption requests</caption>
      <thead>
        <tr>
          <th scope="col">Requester</th>
          <th scope="col">Email</th>
          <th scope="col">Catalog course</th>
          <th scope="col">Requested title</th>
          <th scope="col">Start date</th>
          <th scope="col">Enrollment</th>
          <th scope="col">Requested at</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => {
          const name = requesterName(request);
          return (
            <tr key={request._id}>
              <th scope="row">{name}</th>
              <td>{request.user?.email ?? ''}</td>
              <td>{request.course?.title ?? ''}</td>
              <td>{request.course_title}</td>
              <td>{formatDay(request.course_start_date)}</td>
              <td>{request.course_enrollment}</td>
              <td>{formatMoment(request.created_at)}</td>
              <td className="lms-adoptions-row-actions">
                <AppLink to={routePath('administrator.request.item', { adoption: request._id })}>
                  <span aria-hidden="true">Approve</span>
                  <span className={VISUALLY_HIDDEN_CLASS}>Approve the request of {name}</span>
                </AppLink>
                <Button variant="secondary" aria-label={`Reject the request of ${name}`} onClick={() => onDecide(request, 'reject')}>
                  Reject
                </Button>
                <Button variant="secondary" aria-label={`Remove the request of ${name}`} onClick={() => onDecide(request, 'remove')}>
                  Remove
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
