import { useId, useState } from 'react';
import { useApi, useNotify, type ScreenProps } from '@lms/sdk/web';
import type { Decision } from '../../schemas/adoptionBodies.ts';
import { ADOPTION_MESSAGES } from '../../schemas/adoptionMessages.ts';
import type { ApiAdoptionRequest } from '../../schemas/adoptionTypes.ts';
import { adoptionsApi } from '../adoptionsApi.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useServerData } from '../useServerData.ts';
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
  const { data, reload } = useServerData((client) => adoptionsApi.requests(client, courseId), `requests:${courseId ?? 'all'}`);
  const [deciding, setDeciding] = useState<{ request: ApiAdoptionRequest; action: Decision } | null>(null);

  const decide = async (request: ApiAdoptionRequest, action: Decision) => {
    setDeciding(null);
    try {
      await adoptionsApi.decide(api, [request._id], action);
      notify({ type: 'success', message: DONE[action] });
    } catch (error) {
      notify({ type: 'error', message: (error as Error).message });
    }
    reload();
  };

  const pending = data.state === 'loaded' ? data.data.requests.filter((request) => request.state === 'pending') : [];
  return (
    <section className="lms-adoptions" aria-labelledby={titleId}>
      <h1 id={titleId}>Adoption requests</h1>
      {data.state === 'loading' && <p role="status">Loading the requests…</p>}
      {data.state === 'failed' && (
        <p className="lms-field-error" role="alert">
          {data.error.message}
        </p>
      )}
      {data.state === 'loaded' && pending.length === 0 && <p role="status">{ADOPTION_MESSAGES.noOutstandingRequests}</p>}
      {pending.length > 0 && <RequestsTable requests={pending} onDecide={(request, action) => setDeciding({ request, action })} />}
      {deciding && (
        <ConfirmDialog
          title={QUESTION[deciding.action].title}
          confirmLabel={QUESTION[deciding.action].confirm}
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
