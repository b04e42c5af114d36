import { useId } from 'react';
import { pageClass, ApiError, type ScreenProps } from '@lms/sdk/web';
import { getRequest } from '../../calls/adminCalls.ts';
import { useCallQuery } from '../serverData.ts';
import { ApproveForm } from './ApproveForm.tsx';
import { RequestDetails } from './RequestDetails.tsx';
import { RequestNotFound } from './RequestNotFound.tsx';
import '../adoptions.css';

/** /administrator/request/{adoption} (part 3 §2): one outstanding request, approved or rejected here. */
export default function RequestScreen({ params }: ScreenProps<'administrator.request.item'>) {
  const titleId = useId();
  const id = params.adoption ?? '';
  const request = useCallQuery(getRequest, { params: { requestId: id } });

  let body;
  if (request.isPending) body = <p role="status">Loading the request…</p>;
  else if (request.error && !(request.error instanceof ApiError && request.error.status === 404)) {
    body = (
      <p className="lms-field-error" role="alert">
        {request.error.message}
      </p>
    );
  } else if (!request.data || request.data.state !== 'pending') body = <RequestNotFound />;
  else {
    body = (
      <>
        <RequestDetails request={request.data} />
        <ApproveForm request={request.data} />
      </>
    );
  }
  return (
    <section className={`${pageClass('medium')} lms-adoptions`} aria-labelledby={titleId}>
      <h1 id={titleId}>Adoption request</h1>
      {body}
    </section>
  );
}
