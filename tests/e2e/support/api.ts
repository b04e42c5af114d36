import type { Page } from '@playwright/test';

/** Calls the server as the page's logged-in user (its session cookie and XSRF token), as the app itself does. */
export async function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(`/server/${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(token), 'x-api-version': '6.0' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}
