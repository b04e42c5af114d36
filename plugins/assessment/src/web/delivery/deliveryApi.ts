import { useMemo } from 'react';
import { CLIENT_API_VERSION, useApi, type ApiClient } from '@lms/sdk/web';
import type { AttemptReview, CheckResult, ConfidenceLevel, DeliveryState, HintResult, NextStepResult, Responses, RetryResult, RunningAttempt, SubmitResult } from './deliveryTypes.ts';

/** The delivery routes of one assessment, relative to the API prefix. */
export const deliveryPath = (courseId: string, componentId: string) => `assessment/delivery/${courseId}/${componentId}/`;

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/**
 * Typed calls of taking an assessment (README "Delivery (server)" and
 * "Delivery (web)"). Every rule of time is the server's: nothing here sends
 * the browser's clock.
 */
export function deliveryApi(api: ApiClient, courseId: string, componentId: string) {
  const base = deliveryPath(courseId, componentId);
  return {
    state: () => api.get<DeliveryState>(base),
    /** Starts an attempt or re-opens the running one (the spec's assessment/resume). */
    start: () => api.post<RunningAttempt>(`${base}start/`, {}),
    attempt: () => api.get<RunningAttempt>(`${base}attempt/`),
    save: (responses: Responses) => api.put<{ saved_at: string }>(`${base}attempt/`, { responses }),
    submit: (responses: Responses) => api.post<SubmitResult>(`${base}submit/`, { responses }),
    review: (number?: number) => api.get<AttemptReview>(`${base}review/${number === undefined ? '' : `?number=${number}`}`),
    check: (itemId: string, response: unknown) => api.post<CheckResult>(`${base}attempt/check/`, { item_id: itemId, response }),
    hint: (itemId: string) => api.post<HintResult>(`${base}attempt/hint/`, { item_id: itemId }),
    confidence: (itemId: string, confidence: ConfidenceLevel) =>
      api.put<{ confidence: Record<string, ConfidenceLevel> }>(`${base}attempt/confidence/`, { item_id: itemId, confidence }),
    retry: (number: number, itemId: string, response: unknown) => api.post<RetryResult>(`${base}review/retry/`, { number, item_id: itemId, response }),
    /** A branching quiz: scores the saved response of `itemId` and answers where the path goes. */
    next: (itemId: string) => api.post<NextStepResult>(`${base}attempt/next/`, { item_id: itemId }),
    /**
     * The last save while the page goes away (pagehide, tab hidden): a
     * keepalive request outlives the page, which the client's fetch would not.
     * Keepalive bodies are capped (64 KiB) by browsers: a bigger one is
     * refused, and the debounced save already sent the answers by then.
     */
    saveOnLeave: (responses: Responses): void => {
      const headers: Record<string, string> = { 'X-Api-Version': CLIENT_API_VERSION, 'Content-Type': 'application/json', Accept: 'application/json' };
      const xsrf = readCookie('XSRF-TOKEN');
      if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
      fetch(`/server/${base}attempt/`, { method: 'PUT', keepalive: true, credentials: 'same-origin', headers, body: JSON.stringify({ responses }) }).catch(() => undefined);
    },
  };
}

export type DeliveryApi = ReturnType<typeof deliveryApi>;

/** The delivery calls of one assessment through the host's API client. */
export function useDeliveryApi(courseId: string, componentId: string): DeliveryApi {
  const api = useApi();
  return useMemo(() => deliveryApi(api, courseId, componentId), [api, courseId, componentId]);
}
