import { useState } from 'react';
import { AppLink, useApi, useNotify, Button } from '@lms/sdk/web';
import type { ApiAdoptionRequest } from '../../schemas/adoptionTypes.ts';
import { adoptionsApi } from '../adoptionsApi.ts';
import { requesterName } from './requesterName.ts';

/** After approval: the new course, and the approval email sent again on demand (the spec's invite). */
export function ApprovedNotice({ request }: { request: ApiAdoptionRequest }) {
  const api = useApi();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const course = request.created_course;

  const invite = async () => {
    setSending(true);
    try {
      await adoptionsApi.invite(api, request._id);
      notify({ type: 'success', message: `The email was sent to ${requesterName(request)} again.` });
    } catch (error) {
      notify({ type: 'error', message: (error as Error).message });
    }
    setSending(false);
  };

  return (
    <div className="lms-adoptions-notice" role="status">
      <p>
        Approved. {requesterName(request)} now teaches{' '}
        {course ? <AppLink to={`/${course._id}`}>{course.title}</AppLink> : 'the new course'} and was sent an email about it.
      </p>
      <Button variant="secondary" disabled={sending} onClick={() => void invite()}>
        Send the email again
      </Button>
    </div>
  );
}
