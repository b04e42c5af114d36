import type { ApiClient } from '@lms/sdk/web';
import type { ApproveBody, Decision, NewRequestBody } from '../schemas/adoptionBodies.ts';
import { ADOPTION_PAGE_SIZE } from '../schemas/adoptionMessages.ts';
import type { ApiAdoptionRequest, ApiCatalogEntry, ApiRequestList } from '../schemas/adoptionTypes.ts';

/** The adoptions calls the screens make (see docs/api.md "Adoptions"). */
export const adoptionsApi = {
  catalog: (api: ApiClient) => api.get<{ courses: ApiCatalogEntry[] }>('adoptions/catalog'),
  request: (api: ApiClient, body: NewRequestBody) => api.post<ApiAdoptionRequest>('adoptions/requests', body),
  requests: (api: ApiClient, courseId?: string) =>
    api.get<ApiRequestList>(`adoptions/requests?skip=0&limit=${ADOPTION_PAGE_SIZE}${courseId ? `&course=${courseId}` : ''}`),
  one: (api: ApiClient, id: string) => api.get<ApiAdoptionRequest>(`adoptions/request/${id}`),
  decide: (api: ApiClient, ids: string[], action: Decision) => api.put<{ updated: number }>('adoptions/update/reject/remove', { ids, action }),
  approve: (api: ApiClient, id: string, edits: ApproveBody) => api.put<ApiAdoptionRequest>(`adoptions/update/clone/${id}`, edits),
  invite: (api: ApiClient, id: string) => api.put<ApiAdoptionRequest>(`adoptions/update/invite/${id}`),
};
