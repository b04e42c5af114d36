import { useEffect, useState } from 'react';
import { useApi } from '@lms/sdk/web';
import { getItemDetails, type ItemDetails } from '../../calls/reportCalls.ts';

export type ItemDetailsState = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; details: ItemDetails };

/** The item-detail report of one assessment. */
export function useItemDetails(courseId: string, componentId: string): ItemDetailsState {
  const api = useApi();
  const [details, setDetails] = useState<ItemDetailsState>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    api
      .call(getItemDetails, { params: { courseId, componentId } })
      .then((answer) => current && setDetails({ state: 'loaded', details: answer }))
      .catch((error: Error) => current && setDetails({ state: 'failed', message: error.message }));
    return () => {
      current = false;
    };
  }, [api, courseId, componentId]);
  return details;
}
