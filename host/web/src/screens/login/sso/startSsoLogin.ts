import type { ApiClient } from '@lms/sdk/web';
import { leaveApp } from './leaveApp.ts';
import { beginSsoLogin } from '@lms/sdk/calls';

/** Part 1 §7 `GET oauth2/redirector/na`: asks where the provider's sign-in is, then goes there. */
export async function startSsoLogin(api: ApiClient): Promise<void> {
  const { redirect_url: redirectUrl } = await api.call(beginSsoLogin);
  leaveApp(redirectUrl);
}
