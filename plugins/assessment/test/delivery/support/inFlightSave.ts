import http from 'node:http';
import { API_VERSION, API_VERSION_HEADER, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER, type TestClient } from '@lms/sdk/testing';

/** What became of a request the server may never answer. */
export type SaveOutcome = { answered: number } | { failed: string };

/**
 * Sends `PUT path` as `client` (its session and XSRF cookies) and calls
 * `whenSent` as soon as the whole request has been handed to the network, so
 * the caller can kill the server while the save is in flight. Resolves with the
 * status, or with the error when the connection died first.
 */
export function putInFlight(client: TestClient, path: string, body: unknown, whenSent: () => void): Promise<SaveOutcome> {
  const payload = JSON.stringify(body);
  const xsrf = client.cookie(XSRF_COOKIE) ?? '';
  const request = http.request(`${client.baseUrl}/server/${path}`, {
    method: 'PUT',
    agent: false,
    headers: {
      cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}; ${XSRF_COOKIE}=${xsrf}`,
      [XSRF_HEADER]: xsrf,
      [API_VERSION_HEADER]: API_VERSION,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
    },
  });
  const outcome = new Promise<SaveOutcome>((resolve) => {
    request.once('response', (response) => {
      response.resume();
      resolve({ answered: response.statusCode ?? 0 });
    });
    request.once('error', (error) => resolve({ failed: error.message }));
  });
  request.once('finish', whenSent);
  request.end(payload);
  return outcome;
}
