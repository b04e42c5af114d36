import type { ApiClient } from '@lms/sdk/web';
import { approveRequest, decideRequests, inviteRequester } from '../calls/adminCalls.ts';
import { requestCourse } from '../calls/requestCalls.ts';
import type { ApproveBody, Decision, NewRequestBody } from '../schemas/adoptionBodies.ts';

/** The adoptions calls the screens make (see docs/api.md "Adoptions"). */
export const adoptionsApi = {
  request: (api: ApiClient, body: NewRequestBody) => api.call(requestCourse, { body }),
  decide: (api: ApiClient, ids: string[], action: Decision) => api.call(decideRequests, { body: { ids, action } }),
  approve: (api: ApiClient, id: string, edits: ApproveBody) => api.call(approveRequest, { params: { requestId: id }, body: edits }),
  invite: (api: ApiClient, id: string) => api.call(inviteRequester, { params: { requestId: id } }),
};
