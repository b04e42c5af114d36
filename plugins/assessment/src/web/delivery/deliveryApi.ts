import { useMemo } from 'react';
import { CLIENT_API_VERSION, useApi, type ApiClient } from '@lms/sdk/web';
import { callPath } from '@lms/sdk/calls';
import {
  checkAnswer,
  getDeliveryState,
  getReview,
  getRunningAttempt,
  nextStep,
  retryItem,
  saveResponses,
  setConfidence,
  startAttempt,
  submitAttempt,
  takeHint,
  type ConfidenceLevel,
  type Responses,
} from '../../calls/deliveryCalls.ts';

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
  const params = { courseId, componentId };
  return {
    state: () => api.call(getDeliveryState, { params }),
    /** Starts an attempt or re-opens the running one (the spec's assessment/resume). */
    start: () => api.call(startAttempt, { params, body: {} }),
    attempt: () => api.call(getRunningAttempt, { params }),
    save: (responses: Responses) => api.call(saveResponses, { params, body: { responses } }),
    submit: (responses: Responses) => api.call(submitAttempt, { params, body: { responses } }),
    review: (number?: number) => api.call(getReview, { params, query: number === undefined ? {} : { number } }),
    check: (itemId: string, response: unknown) => api.call(checkAnswer, { params, body: { item_id: itemId, response } }),
    hint: (itemId: string) => api.call(takeHint, { params, body: { item_id: itemId } }),
    confidence: (itemId: string, confidence: ConfidenceLevel) => api.call(setConfidence, { params, body: { item_id: itemId, confidence } }),
    retry: (number: number, itemId: string, response: unknown) => api.call(retryItem, { params, body: { number, item_id: itemId, response } }),
    /** A branching quiz: scores the saved response of `itemId` and answers where the path goes. */
    next: (itemId: string) => api.call(nextStep, { params, body: { item_id: itemId } }),
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
      fetch(`/server/${callPath(saveResponses.path, params)}`, { method: 'PUT', keepalive: true, credentials: 'same-origin', headers, body: JSON.stringify({ responses }) }).catch(() => undefined);
    },
  };
}

export type DeliveryApi = ReturnType<typeof deliveryApi>;

/** The delivery calls of one assessment through the host's API client. */
export function useDeliveryApi(courseId: string, componentId: string): DeliveryApi {
  const api = useApi();
  return useMemo(() => deliveryApi(api, courseId, componentId), [api, courseId, componentId]);
}
