import { useId, useState } from 'react';
import { pageClass, ConfirmDialog, useApi, useNotify, type ScreenProps } from '@lms/sdk/web';
import { getRequests } from '../../calls/adminCalls.ts';
import type { Decision } from '../../schemas/adoptionBodies.ts';
import { ADOPTION_MESSAGES, ADOPTION_PAGE_SIZE } from '../../schemas/adoptionMessages.ts';
import type { ApiAdoptionRequest } from '../../schemas/adoptionTypes.ts';
import { adoptionsApi } from '../adoptionsApi.ts';
import { useCallQuery } from '../serverData.ts';
import { requesterName } from './requesterName.ts';
import { RequestsTable } from './RequestsTable.tsx';
import '../adoptions.css';

const DONE: Record<Decision, string> = { reject: 'Request rejected.', remove: 'Request removed.' };
const QUESTION: Record<Decision, { title: string; confirm: string; text: string }> = {
  reject: { title: 'Reject this request?', confirm: 'Reject', text: 'The instructor will not get the course.' },
  remove: { title: 'Remove this request?', confirm: 'Remove', text: 'It leaves the list of requests for good.' },
};

/**
 * /administrator/requests (part 3 §2, §4): the adoption requests waiting for a
 * decision, approved on their own screen, rejected or removed here after a
 * confirmation. /administrator/requests/{course_id} shows one catalog course's.
 */
export default function RequestsScreen({ params }: ScreenProps<'administrator.requests' | 'administrator.requests.item'>) {
  const titleId = useId();
  const api = useApi();
  const notify = useNotify();
  const courseId = 'courseId' in params ? params.courseId : undefined;
  const requests = useCallQuery(getRequests, { query: { skip: 0, limit: ADOPTION_PAGE_SIZE, course: courseId } });
  const [deciding, setDeciding] = useState<{ request: ApiAdoptionRequest; action: Decision } | null>(null);

  const decide = async (request: ApiAdoptionRequest, action: Decision) => {
    setDeciding(null);
    try {
      await adoptionsApi.decide(api, [request._id], action);
      notify({ type: 'success', message: DONE[action] });
    } catch (error) {
      notify({ type: 'error', message: (error as Error).message });
    }
    void requests.refetch();
  };

  const pending = requests.data?.requests.filter((request) => request.state === 'pending') ?? [];
  return (
    <section className={`${pageClass('wide')} lms-adoptions`} aria-labelledby={titleId}>
      <h1 id={titleId}>Adoption requests</h1>
      {requests.isPending && <p role="status">Loading the requests…</p>}
      {requests.error && (
        <p className="lms-field-error" role="alert">
          {requests.error.message}
        </p>
      )}
      {requests.data && pending.length === 0 && <p role="status">{ADOPTION_MESSAGES.noOutstandingRequests}</p>}
      {pending.length > 0 && <RequestsTable requests={pending} onDecide={(request, action) => setDeciding({ request, action })} />}
      {deciding && (
        <ConfirmDialog
          title={QUESTION[deciding.action].title}
          confirmLabel={QUESTION[deciding.action].confirm}
          danger
          onCancel={() => setDeciding(null)}
          onConfirm={() => void decide(deciding.request, deciding.action)}
        >
          <p>
            {requesterName(deciding.request)} asked for {deciding.request.course?.title ?? 'a catalog course'} as “{deciding.request.course_title}”.{' '}
            {QUESTION[deciding.action].text}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
