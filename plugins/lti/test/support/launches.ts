import { expect } from 'vitest';
import type { TestClient } from '@lms/sdk/testing';
import type { TestPlatform } from './testPlatform.ts';

/** Our login initiation for `target`: the state and nonce our answer sends the browser to the platform with. */
export async function loginFor(client: TestClient, platform: TestPlatform, target: string): Promise<{ state: string; nonce: string }> {
  const query = new URLSearchParams({ iss: platform.issuer, login_hint: 'hint-1', target_link_uri: target, client_id: platform.clientId, lti_deployment_id: platform.deploymentId });
  const answer = await client.get<string>(`lti/login?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const auth = new URL(/url=([^"]+)"/.exec(answer.body)![1]!.replace(/&amp;/g, '&'));
  return { state: auth.searchParams.get('state')!, nonce: auth.searchParams.get('nonce')! };
}

/** Where the platform shows the launch: in its iframe, or in a new window (the browser then sends Sec-Fetch-Dest: document). */
export type LaunchPlace = 'frame' | 'window';

/** The platform's form POST of an id_token and our state to the launch. */
export function postLaunch(client: TestClient, platform: TestPlatform, fields: Record<string, string>, place: LaunchPlace = 'frame') {
  return client.request('POST', 'lti/launch', undefined, {
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: platform.issuer, ...(place === 'window' ? { 'sec-fetch-dest': 'document' } : {}) },
  });
}

/** A new platform user becomes ours: a launch into `target` in a new window, then the part 1 §5 LTI registration. */
export async function registerThroughLaunch(client: TestClient, platform: TestPlatform, target: string, role: string, sub: string, now: Date): Promise<void> {
  const { state, nonce } = await loginFor(client, platform, target);
  const answer = await postLaunch(client, platform, { id_token: await platform.sign(platform.launchClaims({ nonce, target, role, sub }), { now }), state }, 'window');
  const location = new URL(answer.headers.get('location')!, 'http://x');
  expect(location.pathname).toBe('/lti_register');
  const registered = await client.request('POST', 'lti_register', {
    lti_registration: location.searchParams.get('lti_registration'),
    name: 'Grace',
    surname: 'Hopper',
    email: `${sub}@platform.test`,
    password1: '-',
    password2: '-',
    university: 'Platform U',
    toc: true,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
}
