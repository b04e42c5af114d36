import { useId } from 'react';
import { ApiError, type ScreenProps } from '@lms/sdk/web';
import { adoptionsApi } from '../adoptionsApi.ts';
import { useServerData } from '../useServerData.ts';
import { ApproveForm } from './ApproveForm.tsx';
import { RequestDetails } from './RequestDetails.tsx';
import { RequestNotFound } from './RequestNotFound.tsx';
import '../adoptions.css';

/** /administrator/request/{adoption} (part 3 §2): one outstanding request, approved or rejected here. */
export default function RequestScreen({ params }: ScreenProps<'administrator.request.item'>) {
  const titleId = useId();
  const id = params.adoption ?? '';
  const { data } = useServerData((api) => adoptionsApi.one(api, id), id);

  let body;
  if (data.state === 'loading') body = <p role="status">Loading the request…</p>;
  else if (data.state === 'failed' && !(data.error instanceof ApiError && data.error.status === 404)) {
    body = (
      <p className="lms-field-error" role="alert">
        {data.error.message}
      </p>
    );
  } else if (data.state === 'failed' || data.data.state !== 'pending') body = <RequestNotFound />;
  else {
    body = (
      <>
        <RequestDetails request={data.data} />
        <ApproveForm request={data.data} />
      </>
    );
  }
  return (
    <section className="lms-adoptions" aria-labelledby={titleId}>
      <h1 id={titleId}>Adoption request</h1>
      {body}
    </section>
  );
}
