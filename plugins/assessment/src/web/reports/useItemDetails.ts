import { getItemDetails, type ItemDetails } from '../../calls/reportCalls.ts';
import { useCallQuery } from '../serverData.ts';

export type ItemDetailsState = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; details: ItemDetails };

/** The item-detail report of one assessment. */
export function useItemDetails(courseId: string, componentId: string): ItemDetailsState {
  const report = useCallQuery(getItemDetails, { params: { courseId, componentId } });
  if (report.error) return { state: 'failed', message: report.error.message };
  return report.data ? { state: 'loaded', details: report.data } : { state: 'loading' };
}
