import type { ApiClient } from '@lms/sdk/web';
import { approveRequest, decideRequests, getRequest, getRequests, inviteRequester } from '../calls/adminCalls.ts';
import { getCatalog } from '../calls/catalogCalls.ts';
import { requestCourse } from '../calls/requestCalls.ts';
import type { ApproveBody, Decision, NewRequestBody } from '../schemas/adoptionBodies.ts';
import { ADOPTION_PAGE_SIZE } from '../schemas/adoptionMessages.ts';

/** The adoptions calls the screens make (see docs/api.md "Adoptions"). */
export const adoptionsApi = {
  catalog: (api: ApiClient) => api.call(getCatalog),
  request: (api: ApiClient, body: NewRequestBody) => api.call(requestCourse, { body }),
  requests: (api: ApiClient, courseId?: string) => api.call(getRequests, { query: { skip: 0, limit: ADOPTION_PAGE_SIZE, course: courseId } }),
  one: (api: ApiClient, id: string) => api.call(getRequest, { params: { requestId: id } }),
  decide: (api: ApiClient, ids: string[], action: Decision) => api.call(decideRequests, { body: { ids, action } }),
  approve: (api: ApiClient, id: string, edits: ApproveBody) => api.call(approveRequest, { params: { requestId: id }, body: edits }),
  invite: (api: ApiClient, id: string) => api.call(inviteRequester, { params: { requestId: id } }),
};
